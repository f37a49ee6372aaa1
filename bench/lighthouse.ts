/*
 * Lighthouse on the first visit of a phone: the landing page and the login page of the
 * production build, scored by Lighthouse's mobile defaults (a Moto G class device, simulated slow 4G,
 * 4x CPU slowdown) in Debian's Chromium.
 *
 *   node bench/lighthouse.ts [--runs 3]
 *
 * Starts the production server on embedded PGlite (a temporary DATA_DIR, no demo data needed: both pages
 * are signed out), runs Lighthouse `runs` times per page and reports the median performance score with
 * its first and largest contentful paint, total blocking time and the console errors Lighthouse saw;
 * writes bench/results/lighthouse.json. The web app must be built first: pnpm --filter @app/web build.
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium. Goal: 95 or more on both pages.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { assertWebBuilt, freePort, startAppServer } from './browser.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LIGHTHOUSE_GOAL = 95;

type LighthouseFigure = {
  page: string;
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  consoleErrors: number;
  runs: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Scores each page `runs` times against a running server; answers the medians. */
async function scorePages(baseUrl: string, pages: string[], runs: number): Promise<LighthouseFigure[]> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const figures: LighthouseFigure[] = [];
    for (const page of pages) {
      const samples: Array<Omit<LighthouseFigure, 'page' | 'runs'>> = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${baseUrl}${page}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          firstContentfulPaintMs: Math.round(audit('first-contentful-paint')),
          largestContentfulPaintMs: Math.round(audit('largest-contentful-paint')),
          totalBlockingTimeMs: Math.round(audit('total-blocking-time')),
          consoleErrors:
            (lhr.audits['errors-in-console']?.details as { items?: unknown[] } | undefined)?.items?.length ??
            0,
        });
      }
      figures.push({
        page,
        runs,
        score: median(samples.map((s) => s.score)),
        firstContentfulPaintMs: median(samples.map((s) => s.firstContentfulPaintMs)),
        largestContentfulPaintMs: median(samples.map((s) => s.largestContentfulPaintMs)),
        totalBlockingTimeMs: median(samples.map((s) => s.totalBlockingTimeMs)),
        consoleErrors: Math.max(...samples.map((s) => s.consoleErrors)),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

function lighthouseTable(figures: LighthouseFigure[]): string {
  const rows = figures.map(
    (f) =>
      `| \`${f.page}\` | ${f.score} | ${(f.firstContentfulPaintMs / 1000).toFixed(1)} s | ${(f.largestContentfulPaintMs / 1000).toFixed(1)} s | ${f.totalBlockingTimeMs} ms | ${f.consoleErrors} | ${f.score >= LIGHTHOUSE_GOAL ? 'met' : 'missed'} |`,
  );
  return [
    `| Page (mobile, slow 4G) | Performance | FCP | LCP | TBT | Console errors | Goal ≥ ${LIGHTHOUSE_GOAL} |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n');
}

async function standalone(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
  assertWebBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const server = await startAppServer({ DATA_DIR: dataDir }, await freePort(), 'lighthouse');
  try {
    const figures = await scorePages(server.baseUrl, ['/', '/login'], Number(values.runs));
    console.log(lighthouseTable(figures));
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      join(root, 'bench/results/lighthouse.json'),
      `${JSON.stringify({ date: new Date().toISOString(), figures }, null, 2)}\n`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await standalone();
