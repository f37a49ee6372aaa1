import {
  type Database,
  emailTemplateExists,
  type Kysely,
  type LeadFormsTable,
  type Selectable,
  stageExists,
} from '@app/db';
import type { LeadForm, LeadFormCreateInput, LeadFormUpdateInput } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import { formFields } from './public.ts';

/** The stage and e-mail template a form names exist. */
async function checkReferences(
  db: Kysely<Database>,
  input: { stageId?: number | undefined; emailTemplateId?: number | null | undefined },
) {
  if (input.stageId !== undefined && !(await stageExists(db, input.stageId)))
    throw new AppError('LEAD_FORM_STAGE_NOT_FOUND');
  if (input.emailTemplateId != null && !(await emailTemplateExists(db, input.emailTemplateId)))
    throw new AppError('LEAD_FORM_TEMPLATE_NOT_FOUND');
}

/** A new form's columns: the fields as their JSON. */
export async function newLeadFormValues(db: Kysely<Database>, input: LeadFormCreateInput) {
  await checkReferences(db, input);
  return { ...input, emailTemplateId: input.emailTemplateId ?? null, fields: JSON.stringify(input.fields) };
}

/**
 * A form's changed columns. After the change the form must still say what follows a submission: a
 * thank-you message or a redirect address.
 */
export async function changedLeadFormValues(
  db: Kysely<Database>,
  input: Omit<LeadFormUpdateInput, 'version' | 'id'>,
  existing: Selectable<LeadFormsTable>,
) {
  await checkReferences(db, input);
  const thankYou = input.thankYouMessage === undefined ? existing.thankYouMessage : input.thankYouMessage;
  const redirect = input.redirectUrl === undefined ? existing.redirectUrl : input.redirectUrl;
  if (thankYou === null && redirect === null) throw new AppError('LEAD_FORM_NEEDS_AFTER');
  const { fields, ...rest } = input;
  return fields === undefined ? rest : { ...rest, fields: JSON.stringify(fields) };
}

/** A form as the API answers it. */
export function leadFormAnswer(row: Selectable<LeadFormsTable>): LeadForm {
  return { ...row, fields: formFields(row) };
}
