// The app's CSP forbids eval (script-src 'self'), and zod 4 probes `new Function` when it builds its
// first object schema to decide whether to compile fast parsers; the browser reports that probe as a
// CSP violation even though zod catches it. zod reads this shared config object when it builds a
// schema, so this module is the entry's first import (main.tsx): it runs before any module that builds
// one.
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = Object.assign(zodConfig.__zod_globalConfig ?? {}, { jitless: true });
