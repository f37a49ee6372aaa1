import { clientOverview, clientsRepository } from '@app/db';
import {
  CLIENT_STATUSES,
  ZClient,
  ZClientCreateInput,
  ZClientListInput,
  ZClientOverview,
  ZClientUpdateInput,
  ZIdInput,
} from '@app/domain';
import { notFound } from '../lib/errors.ts';
import { EXAMPLE_CLIENT, exampleRow } from '../openapi/example-business.ts';
import { bulkReferenced, REASONS } from '../openapi/statuses.ts';
import { defineTag } from '../openapi/tags.ts';
import { crudProcedures } from '../trpc/crud-router.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

defineTag(
  'clients',
  'The businesses and couples the company works for, with their revenue and number of events kept by the server.',
);

const CLIENT = 'Client';

// Plain CRUD: the server adds nothing beyond validation, the revenue kept by a database trigger from
// income records, and optimistic concurrency. The overview is what the client's page shows of it.
export const clientsRouter = router({
  ...crudProcedures({
    path: 'clients',
    entity: CLIENT,
    updateMethod: 'PUT',
    repository: clientsRepository,
    row: ZClient,
    createInput: ZClientCreateInput,
    updateInput: ZClientUpdateInput,
    listInput: ZClientListInput,
    statuses: CLIENT_STATUSES,
    // "Select all N matching", then Change status: the list's search and filters instead of ids.
    bulkExamples: {
      request: { action: 'status', status: 'inactive', filter: { search: 'wedding', status: 'pending' } },
      response: { affected: 12 },
    },
    examples: {
      create: EXAMPLE_CLIENT,
      update: { contactPhone: '+1 415 555 0199', version: 3 },
      row: exampleRow(42, 4, {
        ...EXAMPLE_CLIENT,
        contactPhone: '+1 415 555 0199',
        revenue: '18450.00',
        eventsCount: 3,
        outstanding: '2504.15',
      }),
    },
    errors: {
      delete: { 409: [REASONS.stillReferenced] },
      bulk: {
        409: [bulkReferenced('Nothing was deleted: 1 client has financial records: Harbor & Vine Weddings')],
      },
    },
  }),
  overview: protectedProcedure
    .meta({
      entity: CLIENT,
      openapi: {
        method: 'GET',
        path: '/clients/{id}/overview',
        tags: ['clients'],
        summary: "Gather a client's events, invoices, payments and documents",
        description:
          "What the client's page shows besides the client: its events (latest date first), its invoices with what is still owed on each (`balance`; 0 for a void one), the payments made on them and its documents (the client portal's uploads included, `fromPortal`), each the most recent 100. Days (`writtenOn`, `addedOn`) are the company's.",
      },
      examples: {
        response: {
          clientId: 12,
          events: [
            { id: 87, name: 'Spring Gala', date: '2027-06-11', venue: 'Harbour Hall', status: 'confirmed' },
          ],
          invoices: [
            {
              id: 41,
              number: 'INV-2027-0007',
              status: 'partially_paid',
              issueDate: '2027-02-01',
              dueDate: '2027-03-03',
              total: '3504.15',
              balance: '2504.15',
              writtenOn: '2027-01-30',
            },
          ],
          payments: [
            {
              id: 19,
              invoiceId: 41,
              invoiceNumber: 'INV-2027-0007',
              amount: '1000.00',
              date: '2027-02-10',
              method: 'Bank Transfer',
            },
          ],
          documents: [
            {
              id: 233,
              name: 'Seating plan.pdf',
              category: 'client-upload',
              fileUrl: '/api/files/0b9d7c1e-4f7a-4a55-9d0e-0c4d2f3a9b11',
              fromPortal: true,
              eventId: 87,
              addedOn: '2027-02-12',
            },
          ],
        },
      },
    })
    .input(ZIdInput)
    .output(ZClientOverview)
    .query(async ({ ctx, input }) => {
      const overview = await clientOverview(ctx.db, input.id);
      if (!overview) throw notFound(CLIENT);
      return overview;
    }),
});
