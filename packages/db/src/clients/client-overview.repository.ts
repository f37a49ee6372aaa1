import { CLIENT_OVERVIEW_LIMIT } from '@app/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * What a client's page shows besides the client: its events, invoices (with their balance), the
 * payments on them and its documents (filed under it or one of its events), each the most recent CLIENT_OVERVIEW_LIMIT, read in one
 * read-only transaction so the four agree. Undefined when there is no such client.
 */
export async function clientOverview(db: Kysely<Database>, clientId: number) {
  return db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      const client = await trx
        .selectFrom('clients')
        .select('id')
        .where('id', '=', clientId)
        .executeTakeFirst();
      if (!client) return undefined;
      const zone = sql<string>`company_time_zone()`;
      const [events, invoices, payments, documents] = await Promise.all([
        trx
          .selectFrom('events')
          .select(['id', 'name', 'date', 'venue', 'status'])
          .where('clientId', '=', clientId)
          .orderBy('date', 'desc')
          .orderBy('id', 'desc')
          .limit(CLIENT_OVERVIEW_LIMIT)
          .execute(),
        trx
          .selectFrom('invoices')
          .select([
            'id',
            'number',
            'status',
            'issueDate',
            'dueDate',
            'total',
            sql<string>`(case when status = 'void' then 0 else total - paid end)::numeric(14, 2)::text`.as(
              'balance',
            ),
            sql<string>`(created_at at time zone ${zone})::date::text`.as('writtenOn'),
          ])
          .where('clientId', '=', clientId)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(CLIENT_OVERVIEW_LIMIT)
          .execute(),
        trx
          .selectFrom('invoice_payments as p')
          .innerJoin('invoices as i', 'i.id', 'p.invoiceId')
          .select(['p.id', 'p.invoiceId', 'i.number as invoiceNumber', 'p.amount', 'p.date', 'p.method'])
          .where('i.clientId', '=', clientId)
          .orderBy('p.date', 'desc')
          .orderBy('p.id', 'desc')
          .limit(CLIENT_OVERVIEW_LIMIT)
          .execute(),
        trx
          .selectFrom('documents')
          .select([
            'id',
            'name',
            'category',
            'fileUrl',
            'eventId',
            sql<boolean>`uploaded_by_portal_id is not null`.as('fromPortal'),
            sql<string>`(created_at at time zone ${zone})::date::text`.as('addedOn'),
          ])
          // Filed under the client, or under one of its events.
          .where((eb) =>
            eb.or([
              eb('clientId', '=', clientId),
              eb('eventId', 'in', eb.selectFrom('events').select('id').where('clientId', '=', clientId)),
            ]),
          )
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(CLIENT_OVERVIEW_LIMIT)
          .execute(),
      ]);
      return { clientId, events, invoices, payments, documents };
    });
}
