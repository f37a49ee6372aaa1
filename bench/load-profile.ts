/*
 * Where a full page load's time goes: the main thread of Chromium's page, from navigation start to the
 * rendered content (the embedded table's figure in bench/browser.ts), split by the kind of work.
 *
 *   node bench/load-profile.ts [--rounds 3] [/events /templates ...]   (default: every screen)
 *
 * Starts the production server on a fresh PGlite with the demo data (startEmbeddedServer), signs
 * in, loads each screen twice untraced (its code in the cache, as in the bench's counted loads), then
 * `rounds` times under a Chromium trace, and prints per screen the medians of each part. A traced load
 * is slower than an untraced one (the tracing itself), so compare the parts with each other, and the
 * load figures with the bench's only loosely. The web app must be built: pnpm --filter @app/web build.
 */
import { parseArgs } from 'node:util';
import {
  assertWebBuilt,
  launchChromium,
  loadScreens,
  median,
  newPage,
  type Screen,
  signInThroughLoginPage,
  startEmbeddedServer,
  timeLoad,
} from './browser.ts';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
};

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'v8',
  'v8.execute',
  'blink',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.gc',
];

/** The parts, in the order a task is tested for them (a task counts once, for the first that matches). */
const KINDS: [string, RegExp][] = [
  ['navigation', /CommitNavigation/], // the previous page torn down, the new document and its window made
  ['react', /MessagePort::Accept/], // React's scheduler runs its render and commit slices from a MessageChannel
  ['html', /ParseHTML/], // the HTML and the classic script in its head
  ['scripts', /^(v8\.evaluateModule|EvaluateScript|v8\.compile|v8\.compileModule)$/],
  ['style', /^(Layout|UpdateLayoutTree|Paint|PrePaint|WebFrameWidgetImpl::UpdateLifecycle)$/],
  ['callbacks', /^(TimerFire|FunctionCall|EventDispatch)$/],
];
const GC = /^(MajorGC|MinorGC|V8\.GC_MC_INCREMENTAL|V8\.GC_SCAVENGER|V8\.GC_MARK_COMPACTOR)$/;
// 'other': mostly the browser's messages (a resource's response, a cache hit) and tasks too small to name.
const PARTS = [
  'navigation',
  'gc',
  'scripts',
  'react',
  'style',
  'html',
  'callbacks',
  'other',
  'idle',
] as const;
type Part = (typeof PARTS)[number];

/** The length of the union of [start, end) intervals, in the unit given. */
function covered(intervals: [number, number][]): number {
  let total = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [start, end] of [...intervals].sort((a, b) => a[0] - b[0])) {
    const from = Math.max(start, reach);
    if (end > from) total += end - from;
    reach = Math.max(reach, end);
  }
  return total;
}

/** The main thread's time from the load's navigation start to `contentMs` after it, by part (ms). */
function parts(events: TraceEvent[], path: string, contentMs: number): Record<Part, number> {
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' && new URL(e.args?.data?.documentLoaderURL || 'x:/').pathname === path,
    )
    .at(-1);
  if (!navigation) throw new Error(`no navigationStart for ${path} in the trace`);
  const thread = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid;
  const start = navigation.ts;
  const end = start + contentMs * 1000;
  const spans = events.filter((e) => thread(e) && e.ph === 'X' && e.dur !== undefined);
  const clip = (e: TraceEvent): [number, number] => [Math.max(e.ts, start), Math.min(e.ts + e.dur!, end)];
  const result = Object.fromEntries(PARTS.map((part) => [part, 0])) as Record<Part, number>;
  let busy = 0;
  for (const task of spans.filter((e) => e.name === 'ThreadControllerImpl::RunTask')) {
    const [from, to] = clip(task);
    if (to <= from) continue;
    const inside = spans.filter((e) => e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur! && e !== task);
    const gc = covered(inside.filter((e) => GC.test(e.name)).map(clip));
    const kind = KINDS.find(([, name]) => inside.some((e) => name.test(e.name)))?.[0] ?? 'other';
    busy += to - from;
    result.gc += gc;
    result[kind as Part] += to - from - gc;
  }
  result.idle = end - start - busy;
  for (const part of PARTS) result[part] /= 1000;
  return result;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { rounds: { type: 'string', default: '3' } },
    allowPositionals: true,
  });
  assertWebBuilt();
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a whole number above 0`);
  const every = await loadScreens();
  const screens: Screen[] = positionals.length
    ? positionals.map((path) => {
        const screen = every.find((s) => s.path === path);
        if (!screen) throw new Error(`${path} is not a screen (${every.map((s) => s.path).join(' ')})`);
        return screen;
      })
    : every;
  const server = await startEmbeddedServer();
  const browser = await launchChromium();
  try {
    const page = await newPage(browser, server.baseUrl, every);
    await signInThroughLoginPage(page, server.username, server.password, every.at(-1)!);
    const rows: string[] = [];
    for (const screen of screens) {
      for (let i = 0; i < 2; i++) await timeLoad(page, screen);
      const loads: { ms: number; parts: Record<Part, number> }[] = [];
      for (let i = 0; i < rounds; i++) {
        await browser.startTracing(page, { categories: CATEGORIES });
        const { ms } = await timeLoad(page, screen);
        const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
          traceEvents: TraceEvent[];
        };
        loads.push({ ms, parts: parts(trace.traceEvents, screen.path, ms) });
      }
      const cells = PARTS.map((part) => Math.round(median(loads.map((load) => load.parts[part]))));
      rows.push(
        `| ${screen.screen} | \`${screen.path}\` | ${Math.round(median(loads.map((l) => l.ms)))} | ${cells.join(' | ')} |`,
      );
      process.stdout.write(`${rows.at(-1)}\n`);
    }
    process.stdout.write(
      [
        '',
        `Medians of ${rounds} traced loads per screen, ms from navigation start to the rendered content:`,
        '',
        '| Screen | Path | Load | Navigation | GC | Scripts | React | Style, layout | HTML | Callbacks | Loading, IPC | Idle |',
        '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
        ...rows,
        '',
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
