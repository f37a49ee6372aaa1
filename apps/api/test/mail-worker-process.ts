// A separate API process for mail-crash.test.ts: it starts the e-mail worker on DATABASE_URL,
// delivering to SMTP_URL, queues one message and says its id on stdout; the test then kills it with
// SIGKILL in the middle of the delivery.
import { createDatabase } from '@app/db';
import { startMail } from '../src/mail/mail-service.ts';

const database = await createDatabase({ databaseUrl: process.env.DATABASE_URL });
const mail = await startMail(
  database,
  { smtpUrl: process.env.SMTP_URL ?? '', from: 'Golden Hour Events <office@goldenhour.test>' },
  {
    pollingIntervalSeconds: 0.5,
    superviseIntervalSeconds: 1,
    retries: { retryLimit: 3, retryDelaySeconds: 1, retryDelayMaxSeconds: 1, expireInSeconds: 3 },
  },
);
const id = await database.db.transaction().execute((trx) =>
  mail.outbox.queue(trx, {
    to: 'maya@harborandvine.test',
    subject: 'Killed mid-delivery',
    html: '<p>Once</p>',
  }),
);
process.stdout.write(`queued ${id}\n`);
await new Promise(() => {});
