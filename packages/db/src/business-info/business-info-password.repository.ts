import type { Kysely, Selectable, Transaction } from 'kysely';
import type { BusinessInfoTable, Database } from '../schema.ts';

/**
 * Stores the encrypted password of an entry and answers the entry. The ciphertext is bound to the row
 * id, so a new entry gets it just after its insert, in the same transaction.
 */
export async function storePasswordCiphertext(
  db: Kysely<Database>,
  id: number,
  passwordCiphertext: string,
): Promise<Selectable<BusinessInfoTable>> {
  return db
    .updateTable('business_info')
    .set({ passwordCiphertext })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Every entry with a stored password, locked until the transaction ends (a key rotation). */
export async function passwordCiphertextsForUpdate(
  trx: Transaction<Database>,
): Promise<{ id: number; passwordCiphertext: string }[]> {
  const rows = await trx
    .selectFrom('business_info')
    .select(['id', 'passwordCiphertext'])
    .where('passwordCiphertext', 'is not', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.flatMap(({ id, passwordCiphertext }) =>
    passwordCiphertext === null ? [] : [{ id, passwordCiphertext }],
  );
}
