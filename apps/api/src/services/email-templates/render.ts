import { EMAIL_SUBJECT_MAX } from '@app/domain';
import type { MergedEmail } from '@app/domain/email-templates/email-template.schema.ts';
import { emailText, sanitizeEmailHtml } from '../../mail/html.ts';
import { type MergeValues, mergeHtml, mergeText } from '../../mail/merge.ts';

/**
 * A template merged with the values: the subject on one line (at most the outbox's 500 characters),
 * the HTML cleaned again once merged (a value is escaped text, yet a link's address made of a field
 * must still be http(s) or mailto), and its plain-text part.
 */
export function renderTemplate(
  template: { subject: string; html: string },
  values: MergeValues,
): MergedEmail {
  const subject = mergeText(template.subject, values).replace(/\s+/g, ' ').trim().slice(0, EMAIL_SUBJECT_MAX);
  const html = sanitizeEmailHtml(mergeHtml(template.html, values));
  return { subject, html, text: emailText(html) };
}
