import type { Seed } from './seed.ts';

/**
 * One e-mail template for each purpose, as the office writes them: merge fields for the client, the
 * event, the invoice and the company, plain formatting only (the HTML the API would store as it is).
 * The invoice, receipt and reminder templates are in use: the demo's own e-mails of those purposes are
 * written from them. No random draw: the other tables' data stays what it was.
 */
const DEMO_EMAIL_TEMPLATES = [
  {
    name: 'Invoice on its way',
    purpose: 'invoice',
    inUse: true,
    subject: 'Invoice {{invoice.number}} from {{company.name}}',
    html: [
      '<p>Dear {{client.contactName}},</p>',
      '<p>Thank you for choosing us for {{event.name}}. Please find attached invoice <strong>{{invoice.number}}</strong> for {{invoice.total}}, due on {{invoice.dueDate}}.</p>',
      // The portal sentence only for a client who has a portal (a section: see apps/api/src/mail/merge.ts).
      '<p>You can pay by bank transfer, quoting the invoice number.{{#portal.link}} Every invoice is also in <a href="{{portal.link}}">your client portal</a>.{{/portal.link}}</p>',
      '<p>Warm regards,<br />{{company.name}}</p>',
    ].join(''),
  },
  {
    name: 'Friendly payment reminder',
    purpose: 'reminder',
    inUse: true,
    subject: 'Reminder: invoice {{invoice.number}} is past due',
    html: [
      '<p>Hi {{client.contactName}},</p>',
      '<p>Just a friendly note that invoice {{invoice.number}} was due on {{invoice.dueDate}}, and {{invoice.balance}} is still open.</p>',
      '<p>If the payment is already on its way, thank you, and please disregard this message. If anything on the invoice looks wrong, reply to this e-mail and we will sort it out.</p>',
      '<p>Kind regards,<br />{{company.name}}</p>',
    ].join(''),
  },
  {
    name: 'Thank you for your payment',
    purpose: 'receipt',
    inUse: true,
    subject: 'Payment received for invoice {{invoice.number}}',
    html: [
      '<p>Dear {{client.contactName}},</p>',
      '<p>Thank you! We received your payment of <strong>{{payment.amount}}</strong> on {{payment.date}} for invoice {{invoice.number}}.</p>',
      '<p>The balance still open on this invoice is {{invoice.balance}}.</p>',
      '<p>With thanks,<br />{{company.name}}</p>',
    ].join(''),
  },
  {
    name: 'Welcome to your client portal',
    purpose: 'portal-invitation',
    subject: 'Your planning portal for {{event.name}}',
    html: [
      '<p>Dear {{client.contactName}},</p>',
      '<p>We have set up a client portal for {{client.name}}. There you will find the timeline for {{event.name}} on {{event.date}}, the documents we share with you, and your invoices.</p>',
      '<ul><li>Sign in at <a href="{{portal.link}}">{{portal.link}}</a></li><li>Use the e-mail address this message was sent to</li><li>Upload guest lists and inspiration photos any time</li></ul>',
      '<p>See you soon,<br />{{company.name}}</p>',
    ].join(''),
  },
  {
    name: 'Portal password help',
    purpose: 'password-reset',
    subject: 'Signing in to your {{company.name}} portal',
    html: [
      '<p>Hi {{client.contactName}},</p>',
      '<p>We heard you had trouble signing in to your client portal. On the sign-in page, choose <em>Forgot password?</em> and we will e-mail you a link to set a new one.</p>',
      '<p><a href="{{portal.link}}">Go to the sign-in page</a></p>',
      '<p>If you did not ask for help, you can ignore this message: your password has not changed.</p>',
      '<p>{{company.name}}</p>',
    ].join(''),
  },
  {
    name: 'Event check-in',
    purpose: 'general',
    subject: 'Checking in about {{event.name}}',
    html: [
      '<p>Hi {{client.contactName}},</p>',
      '<p>With {{event.name}} coming up on {{event.date}}, we wanted to check in. Is there anything you would like to change in the timeline, the menu or the guest count?</p>',
      '<ol><li>Final guest count</li><li>Dietary requirements</li><li>Any last-minute song requests</li></ol>',
      '<p>Talk soon,<br />{{company.name}}</p>',
    ].join(''),
  },
] as const;

export async function seedEmailTemplates({ trx }: Seed) {
  await trx
    .insertInto('email_templates')
    .values(DEMO_EMAIL_TEMPLATES.map((template) => ({ inUse: false, ...template })))
    .execute();
}
