import {
  type Database,
  idempotentAnswersForUpdate,
  type Kysely,
  passwordCiphertextsForUpdate,
  replaceIdempotentAnswerCiphertext,
  replaceTwoFactorCiphertext,
  smtpPasswordCiphertextForUpdate,
  storePasswordCiphertext,
  storeSmtpPasswordCiphertext,
  twoFactorCiphertextsForUpdate,
} from '@app/db';
import { twoFactorAad } from '../auth/second-factor.ts';
import { SMTP_PASSWORD_AAD } from '../mail/mail-config.ts';
import { passwordAad } from '../routers/business-info.router.ts';
import { answerAad } from '../trpc/idempotency.ts';
import type { SecretBox } from './secret-box.ts';

export type RotationReport = {
  /** Ciphertexts re-encrypted with the current key. */
  rotated: number;
  /** Already under the current key. */
  current: number;
  /** Rows whose ciphertext no decrypts with any loaded key (tampered, or its key was dropped). Left as they are. */
  failed: number[];
  /** Users whose second-factor secret no loaded key decrypts (present only when there are any). */
  failedTwoFactorUsers?: number[];
  /** True when the company settings' mail server password decrypts with no loaded key (left as it is). */
  failedSmtpPassword?: true;
};

/**
 * Re-encrypts every stored credential under the SecretBox's current (first) key, in one transaction,
 * so the older keys can then be removed from SECRETS_KEY. Rows that do not decrypt are reported, not
 * touched. Safe to run again: rows already under the current key are skipped. The stored answers of
 * Idempotency-Keys are re-encrypted too (counted with the rest); one that does not decrypt is left to
 * expire, as the API then runs its request again.
 */
export async function rotateStoredSecrets(db: Kysely<Database>, secrets: SecretBox): Promise<RotationReport> {
  return db.transaction().execute(async (trx) => {
    const rows = await passwordCiphertextsForUpdate(trx);
    const report: RotationReport = { rotated: 0, current: 0, failed: [] };
    for (const row of rows) {
      const ciphertext = row.passwordCiphertext;
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
      await storePasswordCiphertext(trx, row.id, secrets.encrypt(plaintext, passwordAad(row.id)));
      report.rotated += 1;
    }
    // Second-factor secrets are credentials too; one that does not decrypt is reported by its user's id.
    for (const row of await twoFactorCiphertextsForUpdate(trx)) {
      if (!secrets.needsRotation(row.secretCiphertext)) {
        report.current += 1;
        continue;
      }
      let plaintext: string;
      try {
        plaintext = secrets.decrypt(row.secretCiphertext, twoFactorAad(row.userId));
      } catch {
        report.failedTwoFactorUsers = [...(report.failedTwoFactorUsers ?? []), row.userId];
        continue;
      }
      await replaceTwoFactorCiphertext(trx, row.userId, secrets.encrypt(plaintext, twoFactorAad(row.userId)));
      report.rotated += 1;
    }
    // The company's mail server password (one at most).
    const smtpCiphertext = await smtpPasswordCiphertextForUpdate(trx);
    if (smtpCiphertext && !secrets.needsRotation(smtpCiphertext)) report.current += 1;
    else if (smtpCiphertext) {
      let plaintext: string | undefined;
      try {
        plaintext = secrets.decrypt(smtpCiphertext, SMTP_PASSWORD_AAD);
      } catch {
        report.failedSmtpPassword = true;
      }
      if (plaintext !== undefined) {
        await storeSmtpPasswordCiphertext(trx, secrets.encrypt(plaintext, SMTP_PASSWORD_AAD));
        report.rotated += 1;
      }
    }
    const answers = await idempotentAnswersForUpdate(trx);
    for (const answer of answers) {
      const ciphertext = answer.responseCiphertext;
      if (!secrets.needsRotation(ciphertext)) {
        report.current += 1;
        continue;
      }
      let plaintext: string;
      try {
        plaintext = secrets.decrypt(ciphertext, answerAad(answer));
      } catch {
        continue;
      }
      await replaceIdempotentAnswerCiphertext(trx, answer, secrets.encrypt(plaintext, answerAad(answer)));
      report.rotated += 1;
    }
    return report;
  });
}
