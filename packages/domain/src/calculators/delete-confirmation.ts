/** What each confirmable entity is called in its delete prompt. */
export const DELETE_CONFIRMATION_SUBJECTS = {
  client: 'client',
  product: 'product',
  inventoryItem: 'inventory item',
  event: 'event',
  document: 'document',
  businessInfo: 'business information',
  vendor: 'vendor',
  marketingAsset: 'marketing asset',
  financialRecord: 'financial record',
  invoice: 'draft invoice',
  invoicePayment: 'payment',
} as const;
export type ConfirmableEntity = keyof typeof DELETE_CONFIRMATION_SUBJECTS;

/** 'Are you sure you want to delete this client?' */
export function deleteConfirmation(entity: ConfirmableEntity): string {
  return `Are you sure you want to delete this ${DELETE_CONFIRMATION_SUBJECTS[entity]}?`;
}

/** Templates are confirmed by name: 'Are you sure you want to delete "{name}"?' */
export function templateDeleteConfirmation(name: string): string {
  return `Are you sure you want to delete "${name}"?`;
}
