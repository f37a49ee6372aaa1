import type { SmtpSecurity } from '@app/domain';
import nodemailer from 'nodemailer';

/** A mail server named part by part (the company settings'), its password decrypted. */
type SmtpServer = {
  host: string;
  port: number;
  security: SmtpSecurity;
  username: string | null;
  password: string | null;
};

/**
 * Where mail goes and the sender: an SMTP server as a URL (`smtp://user:pass@host:587`, `smtps://` for
 * TLS; the environment's SMTP_URL) or part by part (the company settings').
 */
export type MailSettings = { smtpUrl: string; from: string } | { smtp: SmtpServer; from: string };

/** nodemailer's connection options for a server named part by part. */
function smtpOptions({ host, port, security, username, password }: SmtpServer) {
  return {
    host,
    port,
    // 'tls': encrypted from the start; 'starttls': a plain connection that must be upgraded; 'none':
    // never upgraded, even when the server offers it.
    secure: security === 'tls',
    requireTLS: security === 'starttls',
    ignoreTLS: security === 'none',
    ...(username ? { auth: { user: username, pass: password ?? '' } } : {}),
  };
}

type OutgoingMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

/** What the mail server answered when it took a message. */
type Accepted = { response: string };

export type Mailer = {
  readonly from: string;
  send(message: OutgoingMessage): Promise<Accepted>;
  close(): void;
};

/**
 * A mailer over nodemailer's SMTP transport. The timeouts keep a hung server from holding a delivery
 * longer than its job may run (see mail/delivery.ts).
 */
export function createMailer(settings: MailSettings): Mailer {
  // A connection per message. nodemailer's pool (three kept connections) delivered three times as
  // fast in `pnpm --filter @app/api bench:mail`, but after its server had refused connections it did
  // not deliver again once the server was back (the outage test in mail-delivery.test.ts), even when
  // replaced after each failure.
  const transport = nodemailer.createTransport({
    ...('smtpUrl' in settings ? { url: settings.smtpUrl } : smtpOptions(settings.smtp)),
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    from: settings.from,
    async send(message) {
      const info = await transport.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: message.messageId,
        attachments: message.attachments,
      });
      return { response: String(info.response ?? '') };
    },
    close: () => transport.close(),
  };
}

/** A Message-ID of our own, chosen before the first attempt so every copy of a message carries it. */
export function newMessageId(from: string | undefined): string {
  const domain = from?.match(/@([A-Za-z0-9.-]+)>?\s*$/)?.[1] ?? 'localhost';
  return `<${crypto.randomUUID()}@${domain}>`;
}
