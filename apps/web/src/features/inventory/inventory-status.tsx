import type { InventoryStatus } from '@app/domain';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Colour and icon per stock status (spec §4: shown with an icon, underscores replaced by spaces). */
export const INVENTORY_STATUS_DISPLAY = {
  in_stock: { color: 'green', icon: <IconCircleCheck size={14} aria-hidden="true" /> },
  low_stock: { color: 'yellow', icon: <IconAlertTriangle size={14} aria-hidden="true" /> },
  out_of_stock: { color: 'red', icon: <IconCircleX size={14} aria-hidden="true" /> },
} as const satisfies Record<InventoryStatus, { color: string; icon: ReactNode }>;

/** 'out_of_stock' -> 'out of stock'. */
export function inventoryStatusLabel(status: string): string {
  return status.replace(/_/g, ' ');
}
