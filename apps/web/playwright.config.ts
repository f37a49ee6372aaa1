import { createServer } from 'node:net';
import { defineConfig, type PlaywrightTestProject } from '@playwright/test';

/*
 * Two end-to-end servers, each on a fresh database of its own, each driven by one worker: the spec files
 * are split between them, so the suite runs as two sequences side by side. One sequence mostly waits on
 * the browser and the server and leaves much of the machine's 2 cores idle, so a second one nearly halves
 * the wall time. Within a sequence the files run one after another, in order, on one database, as
 * before; a spec file must not rely on what another file left behind, since it may run on the other one.
 *
 * SECOND_SERVER_SPECS go to the second server, every other file (a new one too) to the first. The split
 * balances the durations the reporter measured (the accessibility spec alone is the largest part): move
 * a file from one list to the other when one side grows.
 */
const SECOND_SERVER_SPECS = [
  'accessibility.spec.ts',
  'company-mail-server.spec.ts',
  'events.spec.ts',
  'import.spec.ts',
  'invoices.spec.ts',
  'mail-catcher.spec.ts',
  'portal.spec.ts',
  'two-factor.spec.ts',
];

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const port = Number(process.env.E2E_PORT ?? 4173);
// Chosen once by the runner; its workers load this file again and inherit the variable.
process.env.E2E_PORT_2 ??= String(await freePort());
const ports = [port, Number(process.env.E2E_PORT_2)];
const urlOf = (p: number) => `http://127.0.0.1:${p}`;

// Debian's Chromium, never a downloaded browser (see README).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const browser: PlaywrightTestProject['use'] = {
  browserName: 'chromium',
  viewport: { width: 1280, height: 800 },
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: ports.length,
  // In CI the suite shares 2 cores with the unit tests, and a test that fails once under that load is
  // run once more; the line reporter still prints the first failure and counts the test as flaky, so a
  // real fault (failing twice) fails the run and a timing flake is visible without refusing the change.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  // npm test runs the suite beside the unit tests: on 2 cores shared by two browsers, their servers and
  // the unit tests, the heaviest tests (axe over a whole screen, three times) need room.
  timeout: 60_000,
  use: {
    // Recording every test's trace takes CPU that the two sequences and the unit tests beside them need,
    // and nobody can open a trace that CI made: CI records none (run a failing spec locally for its trace).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: SECOND_SERVER_SPECS,
      workers: 1,
      use: { ...browser, baseURL: urlOf(ports[0]!) },
    },
    {
      name: 'chromium-2',
      testMatch: SECOND_SERVER_SPECS,
      workers: 1,
      use: { ...browser, baseURL: urlOf(ports[1]!) },
    },
  ],
  // The second server delivers its e-mail to a mail catcher of its own (MailDev); the first keeps every
  // message queued, as a server without a mail server does.
  webServer: ports.map((p, index) => ({
    command: 'node ../api/test/e2e-server.ts',
    url: `${urlOf(p)}/api/health`,
    env: { E2E_PORT: String(p), ...(index === 1 ? { E2E_MAIL_CATCHER: '1' } : {}) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
