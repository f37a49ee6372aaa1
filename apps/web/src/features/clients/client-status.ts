import type { ClientStatus } from '@app/domain';

/** Badge colour of each client status (the spec names none). */
export const CLIENT_STATUS_COLORS = {
  active: 'green',
  inactive: 'gray',
  pending: 'yellow',
} as const satisfies Record<ClientStatus, string>;
