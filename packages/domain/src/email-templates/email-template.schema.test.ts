import { describe, expect, it } from 'vitest';
import { EMAIL_TEXTS, emailCreateIssues, ZEmailCreateInput } from '../emails/email.schema.ts';
import { issuesByPath } from '../test-utils/issues.ts';
import {
  EMAIL_TEMPLATE_PURPOSE_LABELS,
  EMAIL_TEMPLATE_PURPOSES,
  MERGE_FIELDS,
  mergeTag,
  ZEmailTemplateCreateInput,
  ZEmailTemplateListInput,
  ZEmailTemplatePreviewInput,
  ZEmailTemplateUpdateInput,
} from './email-template.schema.ts';

const valid = { name: 'Welcome', subject: 'Hello {{client.name}}', html: '<p>Hi</p>' };

describe('ZEmailTemplateCreateInput', () => {
  it('takes a name, subject and body, and an optional purpose (blank is none)', () => {
    expect(ZEmailTemplateCreateInput.parse(valid)).toEqual(valid);
    expect(ZEmailTemplateCreateInput.parse({ ...valid, purpose: 'reminder' }).purpose).toBe('reminder');
    expect(ZEmailTemplateCreateInput.parse({ ...valid, purpose: '' }).purpose).toBeNull();
    expect(issuesByPath(ZEmailTemplateCreateInput, { ...valid, purpose: 'spam' })).toEqual({
      purpose: [`Must be one of: ${EMAIL_TEMPLATE_PURPOSES.join(', ')}`],
    });
  });

  it('names each missing field', () => {
    expect(issuesByPath(ZEmailTemplateCreateInput, { name: ' ', subject: '', html: '' })).toEqual({
      name: ['Name is required'],
      subject: ['Subject is required'],
      html: ['Body is required'],
    });
  });
});

describe('ZEmailTemplateUpdateInput', () => {
  it('changes only what is sent', () => {
    expect(ZEmailTemplateUpdateInput.parse({ subject: 'New', version: 2 })).toEqual({
      subject: 'New',
      version: 2,
    });
  });
});

describe('the list and the preview', () => {
  it('sorts by name, A to Z, unless told otherwise, and filters by purpose', () => {
    expect(ZEmailTemplateListInput.parse({})).toMatchObject({ sortBy: 'name', sortDir: 'asc' });
    expect(ZEmailTemplateListInput.parse({ purpose: 'all' }).purpose).toBeUndefined();
  });

  it('takes each record optionally, a REST id as digits', () => {
    expect(ZEmailTemplatePreviewInput.parse({ id: '4', clientId: '12', eventId: null })).toEqual({
      id: 4,
      clientId: 12,
      eventId: null,
    });
  });
});

describe('merge fields', () => {
  it('labels every field and every purpose', () => {
    expect(MERGE_FIELDS.map((field) => field.key)).toEqual([
      'client.contactName',
      'client.name',
      'event.name',
      'event.date',
      'invoice.number',
      'invoice.total',
      'invoice.balance',
      'invoice.dueDate',
      'portal.link',
      'payment.amount',
      'payment.date',
      'company.name',
    ]);
    for (const field of MERGE_FIELDS) expect(field.label).not.toBe('');
    expect(Object.keys(EMAIL_TEMPLATE_PURPOSE_LABELS).sort()).toEqual([...EMAIL_TEMPLATE_PURPOSES].sort());
    expect(mergeTag('client.name')).toBe('{{client.name}}');
  });
});

describe('an e-mail written from a template', () => {
  const to = 'maya@example.com';

  it('takes a template instead of a subject and body', () => {
    const input = ZEmailCreateInput.parse({ to, templateId: 3, clientId: '8' });
    expect(input).toMatchObject({ templateId: 3, clientId: 8 });
    expect(emailCreateIssues(input)).toEqual([]);
  });

  it('refuses both at once, and names what is missing without either', () => {
    expect(emailCreateIssues({ templateId: 3, subject: 'Hi' })).toEqual([
      { path: 'templateId', message: EMAIL_TEXTS.templateOrBody },
    ]);
    expect(emailCreateIssues({})).toEqual([
      { path: 'subject', message: EMAIL_TEXTS.subjectRequired },
      { path: 'html', message: EMAIL_TEXTS.bodyRequired },
    ]);
    expect(emailCreateIssues({ templateId: null, subject: 'Hi', html: '<p>Hi</p>' })).toEqual([]);
  });

  it("keeps the subject's own check for a form that picks it", () => {
    const subject = ZEmailCreateInput.pick({ subject: true });
    expect(issuesByPath(subject, { subject: '' })).toEqual({ subject: [EMAIL_TEXTS.subjectRequired] });
  });
});
