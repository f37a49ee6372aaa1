import { type Database, financialRecordsRepository, type Kysely, paymentRecordInvoice } from '@app/db';
import {
  ZFinancialRecord,
  ZFinancialRecordCreateInput,
  ZFinancialRecordListInput,
  ZFinancialRecordUpdateInput,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import { AppError } from '../lib/app-error.ts';
import type { Reason } from '../openapi/errors.ts';
import { EXAMPLE_FINANCIAL_RECORD, exampleRow } from '../openapi/example-business.ts';
import { defineTag } from '../openapi/tags.ts';
import { INVOICE_ERRORS } from '../services/invoices/errors.ts';
import { crudProcedures } from '../trpc/crud-router.ts';
import { router } from '../trpc/trpc.ts';

defineTag(
  'financial-records',
  'Income and expenses, optionally tied to a client, an event or a vendor; decimals travel as strings.',
);

/** A financial record an invoice payment made: it changes only with its payment (the probe's invoice). */
const paymentRecord: Reason = {
  key: 'paymentRecord',
  summary:
    'An invoice payment made this income record: it is changed or deleted only with the payment, on the invoice.',
  message: INVOICE_ERRORS.PAYMENT_RECORD_LOCKED.message('INV-2026-0001'),
};

// Client revenue is kept by a database trigger from income records; deleting a client, event or
// vendor that records point at is refused by the foreign keys (409), so no money history is lost.
// The income record an invoice payment made changes only with its payment: editing or
// deleting it here is refused (409), so the invoice, the records and the dashboard agree to the cent.

/** Refuses (409) a change to a record a payment made, naming the invoice. */
async function refuseIfPaymentRecord(db: Kysely<Database>, id: number) {
  const payment = await paymentRecordInvoice(db, id);
  if (payment) throw new AppError('PAYMENT_RECORD_LOCKED', payment.number);
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
    dateRange: 'date',
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
    examples: {
      create: EXAMPLE_FINANCIAL_RECORD,
      update: { amount: '12500.00', version: 1 },
      row: exampleRow(1208, 2, {
        ...EXAMPLE_FINANCIAL_RECORD,
        amount: '12500.00',
        clientId: 42,
        eventId: 87,
        vendorId: null,
      }),
    },
    errors: {
      update: { 409: [paymentRecord] },
      delete: { 409: [paymentRecord] },
      bulk: {
        409: [
          {
            key: 'bulkPaymentRecords',
            summary:
              'Invoice payments made some of the records: nothing is deleted, and the message and `issues` name each such row (a payment’s record is deleted with its payment, on the invoice).',
            message:
              'Nothing was deleted: 1 financial record is recorded by invoice payments: Payment for invoice INV-2026-0001',
          },
        ],
      },
    },
  }),
});
