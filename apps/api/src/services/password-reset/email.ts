import { PASSWORD_RESET_LINK_MINUTES, PASSWORD_RESET_TEXTS } from '@app/domain';
import { paragraphs } from '../../mail/html.ts';

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-mail that carries a reset link: whose account it is, the link, and that it works once within
 * the hour. Plain text turned into escaped paragraphs, the link a real anchor.
 */
export function passwordResetEmail(account: { username: string; firstName: string | null }, link: string) {
  const hours = PASSWORD_RESET_LINK_MINUTES / 60;
  const lifetime = hours === 1 ? 'one hour' : `${hours} hours`;
  const before = [
    `Hello ${account.firstName?.trim() || account.username},`,
    `Someone, hopefully you, asked to reset the password of your account "${account.username}". To choose a new password, open this link:`,
  ].join('\n\n');
  const after = [
    `The link expires in ${lifetime} and can be used once. Setting a new password signs your account out everywhere.`,
    'If you did not ask for it, ignore this e-mail: your password stays as it is.',
  ].join('\n\n');
  const text = `${before}\n\n${link}\n\n${after}`;
  const html = `${paragraphs(before)}\n<p><a href="${escapeAttribute(link)}">${escapeAttribute(link)}</a></p>\n${paragraphs(after)}`;
  return { subject: PASSWORD_RESET_TEXTS.emailSubject, html, text };
}
