import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventNameAndClient } from '../events/event-link.repository.ts';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase, resetTables } from '../testing.ts';
import { clientContact } from './client-contact.repository.ts';

// The two reads a client portal or an event makes of the client and event it is linked to.
describe('client contact and event link', () => {
  let testDb: TestDatabase;
  let clientId: number;
  let eventId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.close());
  beforeEach(async () => {
    await resetTables(testDb.db);
    ({ id: clientId } = await testDb.db
      .insertInto('clients')
      .values({
        name: 'Acme Weddings',
        industry: 'Hospitality',
        contactName: 'Ada',
        contactEmail: 'ada@acme.test',
      })
      .returning('id')
      .executeTakeFirstOrThrow());
    ({ id: eventId } = await testDb.db
      .insertInto('events')
      .values({
        name: 'Spring gala',
        type: 'Party',
        clientId,
        clientName: 'Acme Weddings',
        date: '2026-04-01',
        time: '18:00',
        venue: 'Hall',
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  });

  it("reads a client's name and contact e-mail, and nothing for an unknown id", async () => {
    expect(await clientContact(testDb.db, clientId)).toEqual({
      name: 'Acme Weddings',
      contactEmail: 'ada@acme.test',
    });
    expect(await clientContact(testDb.db, clientId + 1000)).toBeUndefined();
  });

  it("reads an event's name and client, and nothing for an unknown id", async () => {
    expect(await eventNameAndClient(testDb.db, eventId)).toEqual({ name: 'Spring gala', clientId });
    expect(await eventNameAndClient(testDb.db, eventId + 1000)).toBeUndefined();
  });
});
