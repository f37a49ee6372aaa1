import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import { passwordAad } from '../routers/business-info.router.ts';
import type { SecretBox } from './secret-box.ts';

export type RotationReport = {
  /** Ciphertexts re-encrypted with the current key. */
  rotated: number;
  /** Already under the current key. */
  current: number;
  /** Rows whose ciphertext no decrypts with any loaded key (tampered, or its key was dropped). Left as they are. */
  failed: number[];
};

/**
 * Re-encrypts every stored credential under the SecretBox's current (first) key, in one transaction,
 * so the older keys can then be removed from SECRETS_KEY. Rows that do not decrypt are reported, not
 * touched. Safe to run again: rows already under the current key are skipped.
 */
export async function rotateStoredSecrets(db: Kysely<Database>, secrets: SecretBox): Promise<RotationReport> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('business_info')
      .select(['id', 'passwordCiphertext'])
      .where('passwordCiphertext', 'is not', null)
      .orderBy('id')
      .forUpdate()
      .execute();
    const report: RotationReport = { rotated: 0, current: 0, failed: [] };
    for (const row of rows) {
      const ciphertext = row.passwordCiphertext!;
      if (!secrets.needsRotation(ciphertext)) {
        report.current += 1;
        continue;
      }
      let plaintext: string;
      try {
        plaintext = secrets.decrypt(ciphertext, passwordAad(row.id));
      } catch {
        report.failed.push(row.id);
        continue;
      }
      await trx
        .updateTable('business_info')
        .set({ passwordCiphertext: secrets.encrypt(plaintext, passwordAad(row.id)) })
        .where('id', '=', row.id)
        .execute();
      report.rotated += 1;
    }
    return report;
  });
}
