/*
 * The browser half of the benchmark: how long a screen takes to show its data in Chromium.
 *
 *   measureScreenRenders({ baseUrl, username, password }): signs in through the login page of a running
 *     server, then clicks through the sidebar (a client-side navigation, no page load) and times, in the
 *     page, each click until the screen's real content is rendered: the header shows the screen's title,
 *     no spinner and no 'Loading...' is left (the lists, tables, cards and figures hold data or their
 *     empty state). Round 1 is the first visit (the screen's chunk and its data); the next rounds (the
 *     figure that counts) first drop the cached answers of the screens not on display, so every click
 *     fetches its data from the server again; the last rounds keep the cache (a revisit). Also the
 *     sign-in: from the click on 'Sign In' to the rendered dashboard, and a reload of the dashboard.
 *   measureEmbeddedScreens(): starts the production server on embedded PGlite with the demo data (a fresh
 *     temporary DATA_DIR), times a full page load of every screen (navigation start, performance.now() 0,
 *     to the rendered content) and the same clicks as above; then stops the server and deletes the dir.
 *
 * Times are taken inside the page (performance.now() in a capturing click listener, then a
 * MutationObserver plus a requestAnimationFrame poll for the content), not from Playwright round trips.
 * The figure is the moment the DOM holds the content; the frame that paints it follows within ~16 ms.
 *
 * Standalone: node bench/browser.ts [--no-embedded | --embedded-only] [--rounds 5]
 *   starts the production server on DATABASE_URL (default: the seeded bench_dev database) at
 *   BROWSER_BENCH_PORT (default 3950) with a throwaway admin (deleted afterwards), measures, prints the
 *   tables; then the embedded mode. The web app must be built: pnpm --filter @app/web build.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST = join(root, 'apps/web/dist');

/** Every figure of one screen, in milliseconds. */
export type ScreenFigure = {
  screen: string;
  path: string;
  /** The measured runs' median and maximum. */
  medianMs: number;
  maxMs: number;
  /** Each measured run. */
  runs: number[];
  /** The first visit or load (its code not loaded yet): not part of the median. */
  coldMs: number;
  /** Medians of the measured runs: the screen's title shown (route rendered, data still loading). */
  titleMedianMs: number;
  /** The first API request (/trpc, /api) sent, and the last API response received; null if none. */
  apiStartMedianMs: number | null;
  apiMedianMs: number | null;
  /** Revisits with the answers already cached (only for clicks). */
  cachedMedianMs?: number;
  cachedMaxMs?: number;
  /** The requests of the slowest measured run, for a slow screen: 'name duration'. */
  slowestRequests: string[];
};

export type ScreenRenders = {
  /** From the click on 'Sign In' (login request included) to the rendered dashboard. */
  signInToDashboardMs: number;
  /** The login request alone (argon2 verification). */
  loginRequestMs: number | null;
  /** Full page loads of /dashboard while signed in (navigation start to rendered content). */
  dashboardReload: { medianMs: number; maxMs: number; runs: number[] };
  /** Sidebar clicks (SPA navigation) to each screen. */
  screens: ScreenFigure[];
};

export type EmbeddedScreens = {
  /** Full page loads (page.goto) of each screen. */
  loads: ScreenFigure[];
  /** The same clicks as measureScreenRenders, on PGlite with the demo data. */
  navigation: ScreenRenders;
  /** Server start on a fresh DATA_DIR: migrations and the demo seed. */
  startSeconds: number;
};

export type Screen = {
  screen: string;
  path: string;
  title: string;
  /** How a click reaches it: the sidebar, the Users screen's 'Audit Log' button, or the user menu. */
  via: 'sidebar' | 'users-page' | 'user-menu';
};

/** The signed-in screens, in click order: the sidebar's, then audit log, profile and back to the dashboard. */
export async function loadScreens(): Promise<Screen[]> {
  const { NAVIGATION, headerFor, sectionOf } = await import('../apps/web/src/features/shell/navigation.ts');
  // The bench signs in as the admin, who sees every screen.
  const title = (path: string) => headerFor(sectionOf(path, 'admin')).title;
  const sidebar: Screen[] = NAVIGATION.flatMap((group) => [
    ...(group.to ? [{ screen: group.label, path: group.to }] : []),
    ...group.items.map((item) => ({ screen: item.label, path: item.to })),
  ]).map((s) => ({ ...s, title: title(s.path), via: 'sidebar' as const }));
  const dashboard = sidebar.find((s) => s.path === '/dashboard');
  if (!dashboard) throw new Error('the sidebar has no /dashboard link');
  const rest = sidebar.filter((s) => s !== dashboard);
  const usersAt = rest.findIndex((s) => s.path === '/admin/users');
  const auditLog: Screen = {
    screen: 'Audit Log',
    path: '/admin/audit-log',
    title: title('/admin/audit-log'),
    via: 'users-page',
  };
  // The audit log is reached from User Management, so it follows it.
  if (usersAt >= 0) rest.splice(usersAt + 1, 0, auditLog);
  rest.push({ screen: 'Profile', path: '/profile', title: title('/profile'), via: 'user-menu' });
  return [...rest, dashboard];
}

type Timing =
  | {
      ms: number;
      titleMs: number;
      apiStartMs: number | null;
      apiMs: number | null;
      requests: string[];
    }
  | { error: string };
type Measured = Exclude<Timing, { error: string }>;

/**
 * Runs in the page before its own scripts (an init script, so also at each page load). Exposes
 * window.__benchArm(title): the next click starts a timer that stops when the screen titled `title` has
 * rendered its content (window.__benchNav holds the Timing); and, for a page load of a known path,
 * window.__benchLoad: the Timing from navigation start.
 */
function pageScript(titles: Record<string, string>): void {
  const w = window as typeof window & Record<string, unknown>;
  performance.setResourceTimingBufferSize(100_000);
  const ready = (title: string): boolean => {
    const h1 = document.querySelector('header h1');
    if (!h1 || h1.textContent?.trim() !== title) return false;
    const main = document.querySelector('main');
    if (!main || main.childElementCount === 0) return false;
    // The lazy screen's Suspense spinner, then each list, table, card or figure says 'Loading...'.
    if (document.querySelector('[aria-label="Loading"]')) return false;
    return !(main.textContent ?? '').includes('Loading...');
  };
  const describe = (t0: number, t1: number, titleAt: number) => {
    const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (e) => e.startTime >= t0 - 1 && e.startTime <= t1 && !e.name.endsWith('/favicon.svg'),
    );
    const api = entries.filter((e) => /\/(trpc|api)\//.test(e.name));
    const lastApi = api.reduce((last, e) => Math.max(last, e.responseEnd), 0);
    const firstApi = api.reduce((first, e) => Math.min(first, e.startTime), Number.POSITIVE_INFINITY);
    return {
      ms: t1 - t0,
      titleMs: titleAt - t0,
      apiStartMs: api.length > 0 ? firstApi - t0 : null,
      apiMs: api.length > 0 ? lastApi - t0 : null,
      requests: entries.map((e) => {
        const url = new URL(e.name);
        const name = url.pathname.startsWith('/trpc/')
          ? url.pathname
          : url.pathname.replace(/-[\w-]{8}\./, '.');
        return `${name} +${Math.round(e.startTime - t0)}→${Math.round(e.responseEnd - t0)} ms`;
      }),
    };
  };
  const watch = (title: string, t0: number, timeoutMs: number) =>
    new Promise((resolve) => {
      let finished = false;
      let titleAt = 0;
      const observer = new MutationObserver(() => check());
      const timer = setTimeout(() => {
        if (finished) return;
        finished = true;
        observer.disconnect();
        const h1 = document.querySelector('header h1')?.textContent ?? 'no header';
        resolve({ error: `'${title}' not rendered within ${timeoutMs} ms (header: ${h1})` });
      }, timeoutMs);
      const check = () => {
        if (finished) return;
        if (!titleAt && document.querySelector('header h1')?.textContent?.trim() === title)
          titleAt = performance.now();
        if (!ready(title)) return;
        const t1 = performance.now();
        finished = true;
        observer.disconnect();
        clearTimeout(timer);
        resolve(describe(t0, t1, titleAt || t1));
      };
      observer.observe(document, { childList: true, subtree: true, characterData: true });
      const frame = () => {
        check();
        if (!finished) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      check();
    });
  const loadTitle = titles[location.pathname];
  w.__benchLoad = loadTitle ? watch(loadTitle, 0, 30_000) : null;
  w.__benchArm = (title: string) => {
    w.__benchNav = new Promise((resolve) => {
      addEventListener('click', () => resolve(watch(title, performance.now(), 30_000)), {
        capture: true,
        once: true,
      });
    });
  };
  // The app's QueryClient, found through React's fiber tree (the app exposes nothing for tests).
  w.__benchDropInactiveQueries = () => {
    const container = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
    const key = container && Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
    type Fiber = {
      child: Fiber | null;
      sibling: Fiber | null;
      memoizedProps: Record<string, unknown> | null;
    };
    const stack: (Fiber | null)[] = [key ? (container[key] as Fiber) : null];
    while (stack.length > 0) {
      const fiber = stack.pop();
      if (!fiber) continue;
      // QueryClientProvider's `client` (tRPC's Provider has a `client` too: a Proxy with every name).
      const client = fiber.memoizedProps?.client as { removeQueries?: (f: object) => void } | undefined;
      if (client && typeof client === 'object' && 'removeQueries' in client && 'getQueryCache' in client) {
        client.removeQueries?.({ type: 'inactive' });
        return true;
      }
      stack.push(fiber.sibling, fiber.child);
    }
    return false;
  };
}

type BenchWindow = {
  __benchArm: (title: string) => void;
  __benchNav: Promise<Timing>;
  __benchLoad: Promise<Timing> | null;
  __benchDropInactiveQueries: () => boolean;
};

const round1 = (ms: number) => Math.round(ms * 10) / 10;
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return round1(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}
const max = (values: number[]) => round1(Math.max(...values));

function checked(timing: Timing, what: string): Measured {
  if ('error' in timing) throw new Error(`${what}: ${timing.error}`);
  return timing;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

export async function newPage(browser: Browser, baseUrl: string, screens: Screen[]): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  const titles = Object.fromEntries(screens.map((s) => [s.path, s.title]));
  await context.addInitScript(pageScript, titles);
  return context.newPage();
}

/** Times one click: `click` must make the page navigate to `screen`. */
async function timeClick(page: Page, screen: Screen, click: () => Promise<void>): Promise<Measured> {
  await page.evaluate((title) => (window as typeof window & BenchWindow).__benchArm(title), screen.title);
  await click();
  return checked(
    await page.evaluate(() => (window as typeof window & BenchWindow).__benchNav),
    `click to ${screen.path}`,
  );
}

async function clickTo(page: Page, screen: Screen): Promise<Measured> {
  switch (screen.via) {
    case 'sidebar': {
      const link = page.locator(`nav[aria-label="Main"] a[href="${screen.path}"]`);
      if (!(await link.isVisible())) {
        // A closed sidebar group (Administration starts closed): open it, untimed.
        const group = page.locator('nav[aria-label="Main"] button[aria-expanded="false"]');
        for (const button of await group.all()) await button.click();
        await link.waitFor({ state: 'visible' });
      }
      return timeClick(page, screen, () => link.click());
    }
    case 'users-page':
      return timeClick(page, screen, () => page.locator(`main a[href="${screen.path}"]`).click());
    case 'user-menu': {
      await page.getByRole('button', { name: /^User menu for/ }).click();
      const item = page.getByRole('menuitem', { name: 'Profile' });
      await item.waitFor({ state: 'visible' });
      return timeClick(page, screen, () => item.click());
    }
  }
}

async function dropInactiveQueries(page: Page): Promise<void> {
  if (!(await page.evaluate(() => (window as typeof window & BenchWindow).__benchDropInactiveQueries())))
    throw new Error("the app's QueryClient was not found in the React tree");
}

/** A full page load of `path` (page.goto), timed from navigation start to the rendered content. */
export async function timeLoad(page: Page, screen: Screen): Promise<Measured> {
  await page.goto(screen.path, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as typeof window & BenchWindow).__benchLoad !== undefined);
  const timing = await page.evaluate(() => (window as typeof window & BenchWindow).__benchLoad);
  if (!timing) throw new Error(`no load timer for ${screen.path}`);
  return checked(timing, `load of ${screen.path}`);
}

export async function signInThroughLoginPage(
  page: Page,
  username: string,
  password: string,
  dashboard: Screen,
): Promise<{ ms: number; loginMs: number | null }> {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const timing = await timeClick(page, dashboard, () =>
    page.getByRole('button', { name: 'Sign In' }).click(),
  );
  const loginMs = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('auth.login'));
    return entry ? entry.duration : null;
  });
  return { ms: round1(timing.ms), loginMs: loginMs === null ? null : round1(loginMs) };
}

function figure(screen: Screen, cold: Measured, measured: Measured[]): ScreenFigure {
  const runs = measured.map((t) => round1(t.ms));
  const present = (values: (number | null)[]) => values.filter((ms): ms is number => ms !== null);
  const api = present(measured.map((t) => t.apiMs));
  const apiStart = present(measured.map((t) => t.apiStartMs));
  const slowest = measured.reduce((a, b) => (b.ms > a.ms ? b : a), measured[0]!);
  return {
    screen: screen.screen,
    path: screen.path,
    medianMs: median(runs),
    maxMs: max(runs),
    runs,
    coldMs: round1(cold.ms),
    titleMedianMs: median(measured.map((t) => t.titleMs)),
    apiStartMedianMs: apiStart.length > 0 ? median(apiStart) : null,
    apiMedianMs: api.length > 0 ? median(api) : null,
    slowestRequests: slowest.requests,
  };
}

/** Clicks through every screen `rounds` times (the first = first visits) plus `cachedRounds` revisits. */
async function measureClicks(page: Page, screens: Screen[], rounds: number, cachedRounds: number) {
  const timings = new Map<string, { fresh: Measured[]; cached: number[] }>(
    screens.map((s) => [s.path, { fresh: [], cached: [] }]),
  );
  for (let round = 0; round < rounds + cachedRounds; round++) {
    for (const screen of screens) {
      if (round < rounds) await dropInactiveQueries(page);
      const timing = await clickTo(page, screen);
      const entry = timings.get(screen.path)!;
      if (round < rounds) entry.fresh.push(timing);
      else entry.cached.push(timing.ms);
    }
  }
  return screens.map((screen): ScreenFigure => {
    const { fresh, cached } = timings.get(screen.path)!;
    const row = figure(screen, fresh[0]!, fresh.slice(1));
    return cachedRounds > 0 ? { ...row, cachedMedianMs: median(cached), cachedMaxMs: max(cached) } : row;
  });
}

export type RenderOptions = {
  baseUrl: string;
  username: string;
  password: string;
  /** Rounds of clicks with the data fetched again; the first is the first visit (default 5). */
  rounds?: number;
  /** Further rounds with the data cached (default 2). */
  cachedRounds?: number;
};

/** Signs in through the login page and times a click to every screen (see the top of this file). */
export async function measureScreenRenders(options: RenderOptions): Promise<ScreenRenders> {
  const { baseUrl, username, password, rounds = 5, cachedRounds = 2 } = options;
  const screens = await loadScreens();
  const dashboard = screens.at(-1)!;
  const browser = await launchChromium();
  try {
    const page = await newPage(browser, baseUrl, screens);
    const signIn = await signInThroughLoginPage(page, username, password, dashboard);
    const reloads: number[] = [];
    for (let i = 0; i < 3; i++) reloads.push(round1((await timeLoad(page, dashboard)).ms));
    return {
      signInToDashboardMs: signIn.ms,
      loginRequestMs: signIn.loginMs,
      dashboardReload: { medianMs: median(reloads), maxMs: max(reloads), runs: reloads },
      screens: await measureClicks(page, screens, rounds, cachedRounds),
    };
  } finally {
    await browser.close();
  }
}

/** Times a full page load of every screen: one first round (not counted), then `rounds` more. */
async function measureLoads(page: Page, screens: Screen[], rounds: number): Promise<ScreenFigure[]> {
  const timings = new Map<string, Measured[]>(screens.map((s) => [s.path, []]));
  for (let round = 0; round <= rounds; round++)
    for (const screen of screens) timings.get(screen.path)!.push(await timeLoad(page, screen));
  return screens.map((screen) => {
    const [cold, ...measured] = timings.get(screen.path)!;
    return figure(screen, cold!, measured);
  });
}

export type ServerHandle = { baseUrl: string; stop: () => Promise<void> };

/** Starts the production server (apps/api/src/server.ts) with `env` and waits for /api/health. */
export async function startAppServer(
  env: Record<string, string>,
  port: number,
  name = 'api',
): Promise<ServerHandle> {
  const inherited = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'DATA_DIR',
    'SEED_DEMO',
    'ADMIN_USERNAME',
    'ADMIN_PASSWORD',
    'PORT',
    'HOST',
  ])
    delete inherited[key];
  const child: ChildProcess = spawn(process.execPath, [join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      SECRETS_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) process.stderr.write(`  ${name} | ${line}\n`);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(force);
    }
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} server exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${name} server did not answer ${baseUrl}/api/health within 180 s`);
}

/** A free TCP port on 127.0.0.1: `preferred` when it is free, else one the system picks. */
export function freePort(preferred = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) => (preferred ? freePort(0).then(resolve, reject) : reject(error)));
    server.listen(preferred, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : preferred;
      server.close(() => resolve(port));
    });
  });
}

/** Fails with a clear message when the web app is not built (the server would serve only the API). */
export function assertWebBuilt(): void {
  if (!existsSync(join(WEB_DIST, 'index.html')))
    throw new Error(
      `the web app is not built (${join(WEB_DIST, 'index.html')} is missing): run \`pnpm --filter @app/web build\` first, or pass --no-browser`,
    );
}

export type EmbeddedOptions = { port?: number; rounds?: number; cachedRounds?: number };

/** Starts the server on PGlite with the demo data in a temporary DATA_DIR and times every screen. */
export type EmbeddedServer = ServerHandle & { username: string; password: string };

/**
 * The production server on a fresh PGlite with the demo data (a temporary DATA_DIR) and a throwaway
 * admin; its stop also deletes the data.
 */
export async function startEmbeddedServer(port?: number): Promise<EmbeddedServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-embedded-'));
  const username = `bench-${randomBytes(4).toString('hex')}`;
  const password = randomBytes(18).toString('base64url');
  try {
    const server = await startAppServer(
      { DATA_DIR: dataDir, SEED_DEMO: '1', ADMIN_USERNAME: username, ADMIN_PASSWORD: password },
      await freePort(port),
      'embedded',
    );
    return {
      ...server,
      username,
      password,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Starts the embedded server (startEmbeddedServer) and times every screen. */
export async function measureEmbeddedScreens(options: EmbeddedOptions = {}): Promise<EmbeddedScreens> {
  assertWebBuilt();
  const { rounds = 5, cachedRounds = 2 } = options;
  const started = performance.now();
  const server = await startEmbeddedServer(options.port);
  try {
    const startSeconds = Math.round((performance.now() - started) / 100) / 10;
    const { baseUrl, username, password } = server;
    const navigation = await measureScreenRenders({ baseUrl, username, password, rounds, cachedRounds });
    const screens = await loadScreens();
    const browser = await launchChromium();
    try {
      const page = await newPage(browser, baseUrl, screens);
      await signInThroughLoginPage(page, username, password, screens.at(-1)!);
      return { loads: await measureLoads(page, screens, rounds - 1), navigation, startSeconds };
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

const cell = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '—' : String(Math.round(ms));

/** The click figures as a markdown table. */
export function screenRendersTable(result: ScreenRenders): string {
  return [
    '| Screen | Path | Median ms | Max ms | First visit ms | Title shown ms | API sent ms | API done ms | Cached median ms |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|',
    ...result.screens.map(
      (r) =>
        `| ${r.screen} | \`${r.path}\` | ${cell(r.medianMs)} | ${cell(r.maxMs)} | ${cell(r.coldMs)} | ${cell(r.titleMedianMs)} | ${cell(r.apiStartMedianMs)} | ${cell(r.apiMedianMs)} | ${cell(r.cachedMedianMs)} |`,
    ),
  ].join('\n');
}

/** The page-load figures of the embedded mode (with the click medians beside them) as a markdown table. */
export function embeddedScreensTable(result: EmbeddedScreens): string {
  const clicks = new Map(result.navigation.screens.map((r) => [r.path, r]));
  return [
    '| Screen | Path | Load median ms | Load max ms | First load ms | Click median ms | Click max ms |',
    '|---|---|--:|--:|--:|--:|--:|',
    ...result.loads.map(
      (r) =>
        `| ${r.screen} | \`${r.path}\` | ${cell(r.medianMs)} | ${cell(r.maxMs)} | ${cell(r.coldMs)} | ${cell(clicks.get(r.path)?.medianMs)} | ${cell(clicks.get(r.path)?.maxMs)} |`,
    ),
  ].join('\n');
}

/** One line under a table: sign-in and dashboard reload. */
export function signInLine(result: ScreenRenders): string {
  return `Sign-in click to rendered dashboard: ${cell(result.signInToDashboardMs)} ms (of which the login request ${cell(result.loginRequestMs)} ms); dashboard reload: median ${cell(result.dashboardReload.medianMs)} ms, max ${cell(result.dashboardReload.maxMs)} ms.`;
}

export type BrowserGoal = { goal: string; met: boolean; detail: string };

/** The two browser goals of the performance issue; a skipped measurement gives no goal. */
export function browserGoals(screens: ScreenRenders | null, embedded: EmbeddedScreens | null): BrowserGoal[] {
  const goals: BrowserGoal[] = [];
  const verdict = (rows: ScreenFigure[], limit: number) => {
    const slow = rows.filter((r) => r.medianMs >= limit);
    const slowest = rows.reduce((a, b) => (b.medianMs > a.medianMs ? b : a), rows[0]!);
    const worstMax = rows.reduce((a, b) => (b.maxMs > a.maxMs ? b : a), rows[0]!);
    return {
      met: slow.length === 0,
      detail:
        slow.length > 0
          ? `over ${limit} ms: ${slow.map((r) => `${r.path} median ${cell(r.medianMs)} ms, max ${cell(r.maxMs)} ms`).join('; ')}`
          : `slowest median ${slowest.path} ${cell(slowest.medianMs)} ms; highest max ${worstMax.path} ${cell(worstMax.maxMs)} ms`,
    };
  };
  if (screens)
    goals.push({
      goal: "each screen's first render after a sidebar click < 100 ms (median; Chromium, full data set, data fetched again)",
      ...verdict(screens.screens, 100),
    });
  if (embedded)
    goals.push({
      goal: 'embedded mode (PGlite, demo data): each screen loads in < 200 ms (median full page load)',
      ...verdict(embedded.loads, 200),
    });
  return goals;
}

async function standalone(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'no-embedded': { type: 'boolean', default: false },
      'embedded-only': { type: 'boolean', default: false },
      rounds: { type: 'string', default: '5' },
    },
    strict: true,
  });
  assertWebBuilt();
  const rounds = Number(values.rounds);
  let screens: ScreenRenders | null = null;
  let embedded: EmbeddedScreens | null = null;
  if (!values['embedded-only']) {
    const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_dev';
    const username = `bench-browser-${randomBytes(4).toString('hex')}`;
    const password = randomBytes(18).toString('base64url');
    const port = Number(process.env.BROWSER_BENCH_PORT ?? 3950);
    process.stdout.write(`server on ${databaseUrl}, port ${port}\n`);
    const server = await startAppServer(
      { DATABASE_URL: databaseUrl, SEED_DEMO: '0', ADMIN_USERNAME: username, ADMIN_PASSWORD: password },
      port,
    );
    try {
      screens = await measureScreenRenders({ baseUrl: server.baseUrl, username, password, rounds });
    } finally {
      await server.stop();
      // The throwaway admin (its sessions go with it).
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('delete from users where username = $1', [username]).catch(() => {});
      await client.end();
    }
    process.stdout.write(`\n${screenRendersTable(screens)}\n\n${signInLine(screens)}\n`);
  }
  if (!values['no-embedded']) {
    process.stdout.write('\nembedded mode: starting the server on a fresh PGlite with the demo data\n');
    embedded = await measureEmbeddedScreens({
      port: Number(process.env.BROWSER_BENCH_PORT ?? 3950) + 1,
      rounds,
    });
    process.stdout.write(
      `\nserver start (migrations + demo seed) ${embedded.startSeconds} s\n\n${embeddedScreensTable(embedded)}\n\n${signInLine(embedded.navigation)}\n`,
    );
  }
  process.stdout.write('\n');
  for (const goal of browserGoals(screens, embedded))
    process.stdout.write(`${goal.met ? 'MET    ' : 'NOT MET'}  ${goal.goal}: ${goal.detail}\n`);
  if (process.env.BROWSER_BENCH_JSON)
    (await import('node:fs')).writeFileSync(
      process.env.BROWSER_BENCH_JSON,
      `${JSON.stringify({ screens, embeddedScreens: embedded }, null, 2)}\n`,
    );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    await standalone();
  } catch (error) {
    process.stderr.write(
      `browser bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  }
}
