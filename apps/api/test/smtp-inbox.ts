import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for the tests (smtp-server), each message read back by an independent parser
// (mailparser).

/** The sender the mail tests' apps write from. */
export const FROM = 'Golden Hour Events <office@goldenhour.test>';

/** An SMTP server that keeps what it receives; addresses starting with "refuse" get a 550. */
export class Inbox {
  readonly received: ParsedMail[] = [];
  #server: SMTPServer | null = null;
  port = 0;

  /** The mail settings of an app that delivers here, from FROM. */
  get settings() {
    return { smtpUrl: this.url, from: FROM };
  }
  readonly #hang: boolean;

  /** With `hang`, the server reads each message and never answers it (a delivery cut short). */
  constructor(options: { hang?: boolean } = {}) {
    this.#hang = options.hang ?? false;
  }

  async start(port = 0) {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      disableReverseLookup: true,
      onRcptTo: (address, _session, done) => {
        if (address.address.startsWith('refuse'))
          done(Object.assign(new Error('Mailbox unavailable: no such user'), { responseCode: 550 }));
        else done();
      },
      onData: (stream, _session, done) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
            if (!this.#hang) done();
          })
          .catch(done);
      },
    });
    await new Promise<void>((resolve) => this.#server?.listen(port, '127.0.0.1', resolve));
    this.port = (this.#server.server.address() as AddressInfo).port;
  }

  async stop() {
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
    this.#server = null;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }
}

/** Polls `check` every 100 ms until it answers something truthy (or fails after `ms`). */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  ms = 20_000,
) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}
