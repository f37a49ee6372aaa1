import type { Transaction } from 'kysely';
import type { Database } from '../../schema.ts';
import type { Random } from './random.ts';

/** What every demo module writes with: the seeding transaction, the demo's PRNG and its "today". */
export type Seed = { trx: Transaction<Database>; random: Random; now: Date };
