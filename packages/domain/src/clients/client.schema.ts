import { z } from 'zod';
import { ZCount } from '../common/counts.ts';
import { filterEnum, requiredEnum } from '../common/enums.ts';
import { makeListInput } from '../common/list.ts';
import { ZMoneyString, ZMoneyTotal } from '../common/money.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { optionalEmail, optionalText, requiredEmail, requiredText } from '../common/text.ts';
import { CLIENT_STATUSES, DEFAULTS, PHONE_MAX, TEXT_MAX } from '../constants.ts';

export const ZClient = z.object({
  ...ROW_FIELDS,
  name: z.string(),
  industry: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  secondContactName: z.string().nullable(),
  secondContactEmail: z.string().nullable(),
  secondContactPhone: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(CLIENT_STATUSES),
  revenue: ZMoneyString,
  eventsCount: ZCount,
  outstanding: ZMoneyTotal.meta({
    description:
      "What the client owes: total − paid of its sent and partially paid invoices ('0.00' when none).",
  }),
});
export type Client = z.infer<typeof ZClient>;

const clientFields = {
  name: requiredText(),
  industry: requiredText(),
  contactName: requiredText(),
  contactEmail: requiredEmail(),
  contactPhone: optionalText(PHONE_MAX),
  address: optionalText(TEXT_MAX),
  // A client is often two people (a couple): the second is optional, each part on its own.
  secondContactName: optionalText(),
  secondContactEmail: optionalEmail(),
  secondContactPhone: optionalText(PHONE_MAX),
  notes: optionalText(TEXT_MAX),
  status: requiredEnum(CLIENT_STATUSES),
};

export const ZClientCreateInput = z.object({
  ...clientFields,
  status: clientFields.status.default(DEFAULTS.clientStatus),
});
export type ClientCreateInput = z.infer<typeof ZClientCreateInput>;

export const ZClientUpdateInput = z.object(clientFields).partial().extend(UPDATE_FIELDS);
export type ClientUpdateInput = z.infer<typeof ZClientUpdateInput>;

/** Search matches name, contact name or contact e-mail. */
export const ZClientListInput = makeListInput(
  ['createdAt', 'name', 'industry', 'status', 'revenue', 'eventsCount'],
  { status: filterEnum(CLIENT_STATUSES) },
);
export type ClientListInput = z.infer<typeof ZClientListInput>;
