import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';

/**
 * What an e-mail's HTML may hold: text formatting, lists, links, tables and images by URL. No script,
 * style, form or event handler survives, and links may only be http(s) or mailto; it is applied when a
 * message is written and again when it is sent (a message stored by older code is cleaned too).
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h1',
    'h2',
    'h3',
    'h4',
    'hr',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align'],
    p: ['style'],
    span: ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

/** The plain-text part of a message: its HTML as text, links written out. */
export function emailText(html: string): string {
  return convert(html, { wordwrap: 78, selectors: [{ selector: 'img', format: 'skip' }] }).trim();
}

/** Text as HTML paragraphs, escaped: for messages the product writes from plain text. */
export function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
