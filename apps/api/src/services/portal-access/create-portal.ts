import { hashPassword } from '@app/db';
import type { ClientPortalCreateInput } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../context.ts';
import { checkShownEvents, chosenClient, chosenEvent } from './links.ts';

/** What a new portal may be sent: its names and e-mail may come from its client and event instead. */
export type PortalCreateInput = Omit<ClientPortalCreateInput, 'clientName' | 'email' | 'eventName'> &
  Partial<Pick<ClientPortalCreateInput, 'clientName' | 'email' | 'eventName'>>;

/**
 * A new portal's columns: clientName, email and eventName follow the chosen client and event when not
 * sent (400 when there is neither), the events it shows must be its client's, and its password is kept
 * as its argon2id hash only.
 */
export async function newPortalValues({ db }: ServiceContext, input: PortalCreateInput) {
  const { password, ...rest } = input;
  const client = rest.clientId ? await chosenClient(db, rest.clientId) : null;
  const event = rest.eventId ? await chosenEvent(db, rest.eventId, rest.clientId) : null;
  const clientName = rest.clientName || client?.name;
  const email = rest.email || client?.contactEmail;
  if (!clientName) throw new AppError('PORTAL_FIELD_REQUIRED', 'Client name');
  if (!email) throw new AppError('PORTAL_FIELD_REQUIRED', 'Email');
  const eventName = rest.eventName || event?.name;
  if (!eventName) throw new AppError('PORTAL_FIELD_REQUIRED', 'Event name');
  await checkShownEvents(db, rest.clientId, rest.shownEventIds);
  return { ...rest, clientName, email, eventName, passwordHash: await hashPassword(password) };
}
