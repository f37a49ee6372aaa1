import { templatesRepository } from '@app/db';
import { ZTemplate, ZTemplateCreateInput, ZTemplateListInput, ZTemplateUpdateInput } from '@app/domain';
import { crudProcedures } from '../trpc/crud-router.ts';
import { router } from '../trpc/trpc.ts';

// Plain CRUD: the server adds nothing beyond validation and optimistic concurrency.
export const templatesRouter = router({
  ...crudProcedures({
    path: 'templates',
    entity: 'Template',
    updateMethod: 'PATCH',
    repository: templatesRepository,
    row: ZTemplate,
    createInput: ZTemplateCreateInput,
    updateInput: ZTemplateUpdateInput,
    listInput: ZTemplateListInput,
  }),
});
