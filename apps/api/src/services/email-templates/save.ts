import {
  EMAIL_TEMPLATE_TEXTS,
  type EmailTemplateCreateInput,
  type EmailTemplateUpdateInput,
} from '@app/domain/email-templates/email-template.schema.ts';
import { fieldError } from '../../lib/errors.ts';
import { sanitizeEmailHtml } from '../../mail/html.ts';

/**
 * A template's HTML as it is stored: cleaned of everything but formatting and links (mail/html.ts), so
 * no script, event handler, style beyond text alignment or `javascript:` link is ever kept. A body that
 * holds nothing once cleaned is refused as missing.
 */
function storedHtml(html: string): string {
  const clean = sanitizeEmailHtml(html).trim();
  if (clean === '') throw fieldError('html', EMAIL_TEMPLATE_TEXTS.bodyRequired);
  return clean;
}

/** A new template's columns. */
export function newEmailTemplateValues(input: EmailTemplateCreateInput) {
  return { ...input, purpose: input.purpose ?? null, html: storedHtml(input.html) };
}

/** A template's changed columns (the fields sent). */
export function changedEmailTemplateValues(input: Omit<EmailTemplateUpdateInput, 'version'>) {
  return input.html === undefined ? input : { ...input, html: storedHtml(input.html) };
}
