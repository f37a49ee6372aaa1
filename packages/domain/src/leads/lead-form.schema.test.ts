import { describe, expect, it } from 'vitest';
import {
  LEAD_FORM_TEXTS,
  type LeadFormField,
  leadAnswersSchema,
  ZLeadFormCreateInput,
  ZLeadFormFields,
} from './lead-form.schema.ts';

const FIELDS: LeadFormField[] = [
  { type: 'standard', key: 'name', label: 'Name', required: true },
  { type: 'standard', key: 'email', label: 'E-mail', required: true },
  { type: 'standard', key: 'guestCount', label: 'Guests', required: false },
  { type: 'standard', key: 'budget', label: 'Budget', required: false },
  { type: 'number', key: 'tables', label: 'Tables', required: false },
  { type: 'date', key: 'rehearsal', label: 'Rehearsal', required: false },
  {
    type: 'single-choice',
    key: 'setting',
    label: 'Setting',
    required: false,
    options: ['Indoors', 'Outdoors'],
  },
  { type: 'multiple-choice', key: 'extras', label: 'Extras', required: false, options: ['Music', 'Flowers'] },
  { type: 'checkbox', key: 'terms', label: 'Terms', required: true },
];
const parse = (answers: unknown) => leadAnswersSchema(FIELDS).safeParse(answers);

describe('a lead form’s fields', () => {
  it('need Name and E-mail, both required, and keys used once', () => {
    expect(ZLeadFormFields.safeParse(FIELDS).success).toBe(true);
    const noEmail = ZLeadFormFields.safeParse(FIELDS.filter((field) => field.key !== 'email'));
    expect(noEmail.error?.issues[0]?.message).toBe(LEAD_FORM_TEXTS.nameAndEmailRequired);
    const twice = ZLeadFormFields.safeParse([
      ...FIELDS,
      { type: 'short-text', key: 'tables', label: 'Again', required: false },
    ]);
    expect(twice.error?.issues[0]?.message).toBe(LEAD_FORM_TEXTS.keyTaken);
  });

  it('refuse question keys that are a standard field’s or every object’s', () => {
    for (const key of ['email', '__proto__', 'constructor', 'toString', 'Bad Key', '1st']) {
      const fields = [...FIELDS, { type: 'short-text', key, label: 'Q', required: false }];
      expect(ZLeadFormFields.safeParse(fields).success, key).toBe(false);
    }
  });

  it('start a new form with the default fields and a thank-you message', () => {
    const form = ZLeadFormCreateInput.parse({ name: 'Inquiry', slug: 'inquiry', stageId: 1 });
    expect(form.fields.map((field) => field.key)).toEqual([
      'name',
      'email',
      'phone',
      'eventType',
      'eventDate',
      'guestCount',
      'message',
    ]);
    expect(form.thankYouMessage).toBe(LEAD_FORM_TEXTS.defaultThankYou);
    expect(ZLeadFormCreateInput.safeParse({ name: 'X', slug: 'Not A Slug', stageId: 1 }).success).toBe(false);
  });
});

describe('a submission’s answers', () => {
  it('are stored as typed: numbers, money, dates, choices and a checkbox', () => {
    const parsed = parse({
      name: ' Maya ',
      email: 'maya@example.com',
      guestCount: '120',
      budget: 2500,
      tables: '12.5',
      rehearsal: '2027-06-13',
      setting: 'Outdoors',
      extras: ['Music', 'Music'],
      terms: true,
    });
    expect(parsed.data).toEqual({
      name: 'Maya',
      email: 'maya@example.com',
      guestCount: 120,
      budget: '2500.00',
      tables: 12.5,
      rehearsal: '2027-06-13',
      setting: 'Outdoors',
      extras: ['Music'],
      terms: true,
    });
  });

  it('keep markup as the text it is and drop keys that are no field’s', () => {
    const parsed = parse(
      JSON.parse(
        '{"name":"<img src=x onerror=alert(1)>","email":"a@example.com","terms":true,"__proto__":{"x":1},"admin":true}',
      ),
    );
    expect(parsed.data).toEqual({
      name: '<img src=x onerror=alert(1)>',
      email: 'a@example.com',
      terms: true,
    });
    expect(Object.getPrototypeOf(parsed.data)).toBe(Object.prototype);
  });

  it('name each field that breaks its rule', () => {
    const parsed = parse({
      name: '',
      email: 'x',
      guestCount: -1,
      tables: 'many',
      setting: 'Roof',
      extras: 'Music',
      terms: false,
    });
    const byPath = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(Object.keys(byPath).sort()).toEqual([
      'email',
      'extras',
      'guestCount',
      'name',
      'setting',
      'tables',
      'terms',
    ]);
    expect(byPath.terms).toBe(LEAD_FORM_TEXTS.mustBeChecked);
    expect(byPath.name).toBe('Required');
  });

  it('refuse answers that are not an object', () => {
    for (const answers of [null, [], 'text', 42]) expect(parse(answers).success).toBe(false);
  });
});
