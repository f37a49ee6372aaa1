import { financialRecordsRepository } from '@app/db';
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
      beforeUpdate(input, _ctx, existing) {
        // A type change must come with a category of the new type; the check constraint would refuse it.
        if (input.type && input.type !== existing.type && !input.category) {
          throw new TRPCError({ code: 'BAD_REQUEST', message: 'Choose a category for the new type' });
        }
        return input;
      },
    },
  }),
});
