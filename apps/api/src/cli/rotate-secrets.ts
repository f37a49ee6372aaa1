/*
 * Key rotation for stored credentials (README: "Rotating the encryption key").
 *
 *   pnpm secrets:rotate              re-encrypt every stored credential with the first key of SECRETS_KEY
 *   pnpm secrets:rotate --new-key    embedded install: add a new key in front of DATA_DIR/secrets.key, then re-encrypt
 *
 * With SECRETS_KEY in the environment: generate a key (`openssl rand -base64 32`), put it first
 * (SECRETS_KEY=new,old), restart the API instances, run this command, then remove the old key.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase, migrateToLatest } from '@app/db';
import { EnvError, loadEnv, secretKeys } from '../env.ts';
import { rotateStoredSecrets } from '../lib/rotate-secrets.ts';
import { SecretBox } from '../lib/secret-box.ts';

async function main() {
  const env = loadEnv();
  if (process.argv.includes('--new-key')) {
    if (env.SECRETS_KEY) {
      throw new EnvError(
        'SECRETS_KEY is set: put a new key first in SECRETS_KEY yourself (see the README), then run without --new-key.',
      );
    }
    const file = join(env.DATA_DIR, 'secrets.key');
    const existing = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
    mkdirSync(env.DATA_DIR, { recursive: true });
    const keys = [randomBytes(32).toString('base64url'), ...existing.split(',').filter(Boolean)];
    writeFileSync(file, `${keys.join(',')}\n`, { mode: 0o600 });
    console.log(`Added a new key in front of ${file}; restart the server after this command.`);
  }

  const secrets = new SecretBox(secretKeys(env));
  const database = await createDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: join(env.DATA_DIR, 'pglite') },
  );
  try {
    await migrateToLatest(database.db);
    const report = await rotateStoredSecrets(database.db, secrets);
    console.log(
      `Current key ${secrets.currentKeyId}: ${report.rotated} re-encrypted, ${report.current} already current.`,
    );
    if (report.failed.length > 0) {
      console.error(
        `Not decryptable with any loaded key (left unchanged): business-info ids ${report.failed.join(', ')}`,
      );
      process.exitCode = 1;
    }
    if (report.failedTwoFactorUsers) {
      console.error(
        `Two-factor secrets not decryptable with any loaded key (left unchanged): user ids ${report.failedTwoFactorUsers.join(', ')}`,
      );
      process.exitCode = 1;
    }
    if (report.failedSmtpPassword) {
      console.error(
        'The mail server password in the company settings is not decryptable with any loaded key (left unchanged): enter it again in the company settings',
      );
      process.exitCode = 1;
    }
    if (process.exitCode !== 1) {
      console.log('Every stored credential is under the current key: older keys can be removed.');
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
