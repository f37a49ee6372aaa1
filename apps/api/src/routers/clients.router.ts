import { clientsRepository } from '@app/db';
import {
  CLIENT_STATUSES,
  ZClient,
  ZClientCreateInput,
  ZClientListInput,
  ZClientUpdateInput,
} from '@app/domain';
import { crudProcedures } from '../trpc/crud-router.ts';
import { router } from '../trpc/trpc.ts';

// Plain CRUD: the server adds nothing beyond validation, the revenue kept by a database trigger from
// income records, and optimistic concurrency.
export const clientsRouter = router({
  ...crudProcedures({
    path: 'clients',
    entity: 'Client',
    updateMethod: 'PUT',
    repository: clientsRepository,
    row: ZClient,
    createInput: ZClientCreateInput,
    updateInput: ZClientUpdateInput,
    listInput: ZClientListInput,
    statuses: CLIENT_STATUSES,
  }),
});
