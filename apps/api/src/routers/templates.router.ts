import { templatesRepository } from '@app/db';
import { ZTemplate, ZTemplateCreateInput, ZTemplateListInput, ZTemplateUpdateInput } from '@app/domain';
import { EXAMPLE_TEMPLATE, exampleRow } from '../openapi/example-business.ts';
import { defineTag } from '../openapi/tags.ts';
import { crudProcedures } from '../trpc/crud-router.ts';
import { router } from '../trpc/trpc.ts';

defineTag('templates', 'Reusable files: email, contract, proposal, invoice and presentation templates.');

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
    examples: {
      create: EXAMPLE_TEMPLATE,
      update: {
        description: 'Three packages with a payment schedule and a cancellation policy.',
        version: 2,
      },
      row: exampleRow(12, 3, {
        ...EXAMPLE_TEMPLATE,
        description: 'Three packages with a payment schedule and a cancellation policy.',
        usageCount: 27,
      }),
    },
  }),
});
