import { type Database, financialRecordsRepository, type Kysely, paymentRecordRefusal } from '@app/db';
import {
  ZFinancialRecord,
  ZFinancialRecordCreateInput,
  ZFinancialRecordListInput,
  ZFinancialRecordUpdateInput,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import { crudProcedures } from '../trpc/crud-router.ts';
import { router } from '../trpc/trpc.ts';

// Client revenue is kept by a database trigger from income records; deleting a client, event or
// vendor that records point at is refused by the foreign keys (409), so no money history is lost.
// The income record an invoice payment made changes only with its payment (issue 17): editing or
// deleting it here is refused (409), so the invoice, the records and the dashboard agree to the cent.

/** Refuses (409) a change to a record a payment made, naming the invoice. */
async function refuseIfPaymentRecord(db: Kysely<Database>, id: number) {
  const refusal = await paymentRecordRefusal(db, id);
  if (refusal) throw new TRPCError({ code: 'CONFLICT', message: refusal.message, cause: refusal });
}

export const financialRecordsRouter = router({
  ...crudProcedures({
    path: 'financial-records',
    entity: 'Financial record',
    updateMethod: 'PATCH',
    repository: financialRecordsRepository,
    row: ZFinancialRecord,
    createInput: ZFinancialRecordCreateInput,
    updateInput: ZFinancialRecordUpdateInput,
    listInput: ZFinancialRecordListInput,
    labelColumn: 'description',
    dateFields: ['date'],
    hooks: {
      async beforeUpdate(input, _ctx, existing, trx) {
        await refuseIfPaymentRecord(trx, existing.id);
        // A type change must come with a category of the new type; the check constraint would refuse it.
        if (input.type && input.type !== existing.type && !input.category) {
          throw new TRPCError({ code: 'BAD_REQUEST', message: 'Choose a category for the new type' });
        }
        return input;
      },
      beforeDelete: (id, _ctx, trx) => refuseIfPaymentRecord(trx, id),
    },
  }),
});
