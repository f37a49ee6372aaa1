import {
  clientsRepository,
  digitalProductsRepository,
  inventoryRepository,
  templatesRepository,
} from '@app/db';
import {
  ZClient,
  ZClientCreateInput,
  ZClientListInput,
  ZClientUpdateInput,
  ZDigitalProduct,
  ZDigitalProductCreateInput,
  ZDigitalProductListInput,
  ZDigitalProductUpdateInput,
  ZInventoryItem,
  ZInventoryItemCreateInput,
  ZInventoryItemListInput,
  ZInventoryItemUpdateInput,
  ZTemplate,
  ZTemplateCreateInput,
  ZTemplateListInput,
  ZTemplateUpdateInput,
} from '@app/domain';
import { createCrudRouter } from '../trpc/crud-router.ts';

// Resources whose documented calls are plain CRUD: the server adds nothing beyond validation,
// derived columns (kept by database triggers) and optimistic concurrency.

export const clientsRouter = createCrudRouter({
  path: 'clients',
  entity: 'Client',
  updateMethod: 'PUT',
  repository: clientsRepository,
  row: ZClient,
  createInput: ZClientCreateInput,
  updateInput: ZClientUpdateInput,
  listInput: ZClientListInput,
});

export const digitalProductsRouter = createCrudRouter({
  path: 'digital-products',
  entity: 'Product',
  updateMethod: 'PUT',
  repository: digitalProductsRepository,
  row: ZDigitalProduct,
  createInput: ZDigitalProductCreateInput,
  updateInput: ZDigitalProductUpdateInput,
  listInput: ZDigitalProductListInput,
});

export const inventoryRouter = createCrudRouter({
  path: 'inventory',
  entity: 'Inventory item',
  updateMethod: 'PUT',
  repository: inventoryRepository,
  row: ZInventoryItem,
  createInput: ZInventoryItemCreateInput,
  updateInput: ZInventoryItemUpdateInput,
  listInput: ZInventoryItemListInput,
});

export const templatesRouter = createCrudRouter({
  path: 'templates',
  entity: 'Template',
  updateMethod: 'PATCH',
  repository: templatesRepository,
  row: ZTemplate,
  createInput: ZTemplateCreateInput,
  updateInput: ZTemplateUpdateInput,
  listInput: ZTemplateListInput,
});
