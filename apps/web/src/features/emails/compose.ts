import {
  EMAIL_BODY_MAX,
  EMAIL_TEXTS,
  type EmailCreateInput,
  requiredText,
  ZEmailCreateInput,
} from '@app/domain';
import { EMAIL_UI } from './email-texts.ts';

/** A template merged against the message's client and event: its plain text and its HTML. */
export type MergedTemplate = { text: string; html: string };

/**
 * What the compose form holds: the message as plain text, the ids of the documents to attach, and the
 * template chosen (its id for the picker, and what it filled in).
 */
export type ComposeValues = {
  to: string;
  subject: string;
  message: string;
  documentIds: number[];
  templateId: string | null;
  fromTemplate: MergedTemplate | null;
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Plain text as the HTML of a message: escaped, a paragraph per block of lines between blank lines, a
 * line break per single newline (as the server makes its own messages, apps/api mail/html.ts). Nothing
 * typed is ever taken as markup.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n[ \t]*\n\s*/)
    .map((block) => `<p>${block.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/**
 * The form's checks: the server's own for the recipient, the subject and the attachments, and a
 * message that still fits once it is made HTML.
 */
export const ZComposeFields = ZEmailCreateInput.pick({ to: true, subject: true, documentIds: true }).extend({
  message: requiredText(EMAIL_TEXTS.bodyRequired, EMAIL_BODY_MAX).refine(
    (text) => textToHtml(text).length <= EMAIL_BODY_MAX,
    EMAIL_UI.tooLong,
  ),
});

/**
 * The HTML of the message: a template's as it was merged (its formatting and links) while the text it
 * filled in is untouched; once edited, the text as typed.
 */
function composeHtml(values: Pick<ComposeValues, 'message' | 'fromTemplate'>): string {
  return values.fromTemplate && values.message === values.fromTemplate.text
    ? values.fromTemplate.html
    : textToHtml(values.message);
}

/** What emails.create is sent for the form's values, about a client and/or an event. */
export function composeInput(
  values: ComposeValues,
  about: { clientId?: number | null | undefined; eventId?: number | null | undefined },
): EmailCreateInput {
  return {
    to: values.to.trim(),
    subject: values.subject.trim(),
    html: composeHtml(values),
    ...(about.clientId ? { clientId: about.clientId } : {}),
    ...(about.eventId ? { eventId: about.eventId } : {}),
    ...(values.documentIds.length > 0 ? { documentIds: values.documentIds } : {}),
  };
}

/** A refusal of the server's `html` belongs under the form's Message field. */
export function composeIssues<T extends { path: string }>(issues: readonly T[]): T[] {
  return issues.map((issue) => (issue.path === 'html' ? { ...issue, path: 'message' } : issue));
}
