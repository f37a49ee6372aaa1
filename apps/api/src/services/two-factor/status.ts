import { type Database, type Kysely, twoFactorStatus } from '@app/db';
import type { TwoFactorStatus } from '@app/domain';

/** A user's second factor as the Profile screen shows it: on since when, recovery codes left, required. */
export async function twoFactorState(db: Kysely<Database>, userId: number): Promise<TwoFactorStatus> {
  const row = await twoFactorStatus(db, userId);
  return {
    enabled: row?.enabledAt != null,
    enabledAt: row?.enabledAt ?? null,
    recoveryCodesLeft: row?.recoveryCodesLeft ?? 0,
    required: row?.required ?? false,
  };
}
