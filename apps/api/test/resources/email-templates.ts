import { expect } from 'vitest';
import { CREATE } from '../fixtures.ts';
import { defineResourceTests, SIGNED_IN } from '../resource-tests.ts';

/*
 * E-mail templates beyond their CRUD procedures (which fixtures.ts derives from the router): the
 * previews, merged against real records without writing anything.
 */

const KINDS = ['client', 'event', 'invoice'] as const;

export default defineResourceTests({
  authz: ({ seeded }) => ({
    // Merged against a real client: nothing is written.
    'emailTemplates.preview': {
      trpc: SIGNED_IN,
      rest: SIGNED_IN,
      input: () => ({ id: seeded('emailTemplates'), clientId: seeded('clients') }),
    },
    'emailTemplates.previewDraft': {
      trpc: SIGNED_IN,
      rest: SIGNED_IN,
      input: () => ({ subject: 'Hi {{client.name}}', html: '<p>Hi</p>', clientId: seeded('clients') }),
    },
  }),

  fuzz: ({ seeded }) => ({
    'emailTemplates.preview': {
      id: seeded('emailTemplates'),
      clientId: seeded('clients'),
      eventId: seeded('events'),
    },
    'emailTemplates.previewDraft': {
      subject: 'Hi {{client.name}}',
      html: '<p>{{client.contactName}}</p>',
      clientId: seeded('clients'),
      invoiceId: null,
    },
  }),

  // Each preview's 404s: a client, an event or an invoice that does not exist.
  statuses: ({ admin, as, createThrough, unknownId, clientId }) => ({
    'POST /email-templates/preview': {
      body: () => ({ subject: 'Hi {{client.name}}', html: '<p>Hi</p>', clientId }),
      extra: Object.fromEntries(
        KINDS.map((kind) => [
          `${kind}NotFound`,
          async () => [
            await as(admin, 'POST', '/api/email-templates/preview', {
              subject: 'Hi',
              html: '<p>Hi</p>',
              [`${kind}Id`]: Number(unknownId),
            }),
          ],
        ]),
      ),
    },
    'POST /email-templates/{id}/preview': {
      body: () => ({ clientId }),
      extra: Object.fromEntries(
        KINDS.map((kind) => [
          `${kind}NotFound`,
          async () => [
            await as(
              admin,
              'POST',
              `/api/email-templates/${await createThrough('/email-templates', admin)}/preview`,
              { [`${kind}Id`]: Number(unknownId) },
            ),
          ],
        ]),
      ),
    },
  }),

  router: {
    'previews an e-mail template against a client and writes an e-mail from it, as the E-mail Templates screen does':
      async ({ callerFor, users, procedure }) => {
        const manager = callerFor(users.manager!);
        const client = (await procedure(
          manager,
          'clients.create',
        )({ ...CREATE.clients(), contactName: 'Ada <Lovelace>' })) as { id: number };
        const template = (await procedure(manager, 'emailTemplates.create')(CREATE.emailTemplates())) as {
          id: number;
        };
        expect(
          await procedure(manager, 'emailTemplates.preview')({ id: template.id, clientId: client.id }),
        ).toEqual({
          subject: 'Welcome, Ada <Lovelace>',
          html: '<p>Dear Ada &lt;Lovelace&gt;,</p><p>Welcome aboard.</p>',
          text: 'Dear Ada <Lovelace>,\n\nWelcome aboard.',
        });
        expect(
          await procedure(
            manager,
            'emailTemplates.previewDraft',
          )({
            subject: 'Not saved, {{client.name}}',
            html: '<p>{{client.contactName}}</p>',
            clientId: client.id,
          }),
        ).toMatchObject({ html: '<p>Ada &lt;Lovelace&gt;</p>' });
        const written = await procedure(
          manager,
          'emails.create',
        )({ to: 'ada@example.com', templateId: template.id, clientId: client.id });
        expect(written).toMatchObject({ status: 'queued', subject: 'Welcome, Ada <Lovelace>' });
        await expect(
          procedure(manager, 'emailTemplates.preview')({ id: template.id, clientId: 2_000_000 }),
        ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Client not found' });
      },
  },
});
