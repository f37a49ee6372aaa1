import type { Database } from '@app/db';
import type { CurrentUser } from '@app/domain';
import type { Kysely } from 'kysely';

/** The users columns of the session response (spec section 3, "Current user"). */
export const CURRENT_USER_COLUMNS = ['id', 'username', 'email', 'firstName', 'lastName', 'role', 'profileImage'] as const;

/** The fields of the session response (spec section 3, "Current user"). */
export async function loadCurrentUser(db: Kysely<Database>, id: number): Promise<CurrentUser> {
  return db
    .selectFrom('users')
    .select(CURRENT_USER_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
