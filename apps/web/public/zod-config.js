// Runs before the app's modules (a deferred classic script ahead of the module script in index.html).
// The app's CSP forbids eval (script-src 'self'), and zod 4 probes `new Function` when it builds its
// first object schema to decide whether to compile fast parsers; the browser reports that probe as a
// CSP violation even though zod catches it. zod reads this shared config object when it loads.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
