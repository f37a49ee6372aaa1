import { endPortalSessions, hashPassword } from '@app/db';
import type { ClientPortalUpdateInput } from '@app/domain';
import type { ServiceContext } from '../context.ts';
import { checkShownEvents, chosenClient, chosenEvent } from './links.ts';

/**
 * A portal's changed columns: a new client or event brings its names and e-mail unless they are sent, the
 * events it shows must stay its client's, a new password is kept as its hash. A closed portal or a new
 * password ends the client's sessions at once.
 */
export async function changedPortalValues(
  { db }: ServiceContext,
  input: Omit<ClientPortalUpdateInput, 'version'>,
  existing: { id: number; clientId: number | null; eventId: number | null; status: string },
) {
  const { password, ...rest } = input;
  const values: Record<string, unknown> = { ...rest };
  if (rest.clientId && rest.clientId !== existing.clientId) {
    const client = await chosenClient(db, rest.clientId);
    values.clientName = rest.clientName || client.name;
    values.email = rest.email || client.contactEmail;
  }
  if (rest.eventId && rest.eventId !== existing.eventId) {
    const event = await chosenEvent(db, rest.eventId, rest.clientId ?? existing.clientId);
    values.eventName = rest.eventName || event.name;
  }
  if (password) values.passwordHash = await hashPassword(password);
  await checkShownEvents(db, rest.clientId ?? existing.clientId, rest.shownEventIds);
  if (rest.status === 'inactive' && existing.status !== 'inactive')
    await endPortalSessions(db, existing.id, 'portal-closed');
  else if (password) await endPortalSessions(db, existing.id, 'password-reset');
  return values;
}
