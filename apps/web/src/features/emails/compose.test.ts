import { EMAIL_BODY_MAX } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { composeInput, composeIssues, textToHtml, ZComposeFields } from './compose.ts';

const valid = {
  to: 'maya@harborandvine.com',
  subject: 'Your timeline',
  message: 'Hello',
  documentIds: [],
  templateId: null,
  fromTemplate: null,
};
const errors = (values: object) =>
  Object.fromEntries(
    (ZComposeFields.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('textToHtml', () => {
  it('makes paragraphs of blocks between blank lines, and line breaks of single newlines', () => {
    expect(textToHtml('Dear Maya,\n\nThe timeline:\n10:00 ceremony\n12:00 lunch\n\n\nBest')).toBe(
      '<p>Dear Maya,</p>\n<p>The timeline:<br>10:00 ceremony<br>12:00 lunch</p>\n<p>Best</p>',
    );
  });

  it('escapes everything typed: nothing is taken as markup', () => {
    expect(textToHtml('<script>alert("x")</script> & <b>\'bold\'</b>')).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;&#39;bold&#39;&lt;/b&gt;</p>',
    );
  });

  it('reads Windows and old Mac line ends, and drops blank lines around the text', () => {
    expect(textToHtml('\r\n\r\nOne\r\ntwo\r\n  \r\nthree\rfour\n\n')).toBe(
      '<p>One<br>two</p>\n<p>three<br>four</p>',
    );
  });
});

describe('the compose form checks', () => {
  it('accepts a recipient, a subject and a message', () => {
    expect(errors(valid)).toEqual({});
  });

  it('asks for the recipient, the subject and the message, blank ones too', () => {
    expect(errors({ to: ' ', subject: '', message: '\n  \n', documentIds: [] })).toEqual({
      to: 'Recipient is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('wants a real address', () => {
    expect(errors({ ...valid, to: 'maya at harbor' })).toEqual({ to: 'Invalid email address' });
  });

  it('takes at most 10 attachments', () => {
    expect(errors({ ...valid, documentIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] })).toEqual({});
    expect(errors({ ...valid, documentIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] })).toEqual({
      documentIds: 'At most 10 attachments',
    });
  });

  it('refuses a message too long once made HTML, though its text alone would fit', () => {
    const message = '<'.repeat(EMAIL_BODY_MAX / 2);
    expect(message.length).toBeLessThanOrEqual(EMAIL_BODY_MAX);
    expect(errors({ ...valid, message })).toEqual({ message: 'The message is too long' });
  });
});

describe('composeInput', () => {
  it('sends the message as HTML, trimmed fields, the client and event, and the attachments', () => {
    expect(
      composeInput(
        {
          to: ' maya@harborandvine.com ',
          subject: ' Timeline ',
          message: 'A & B',
          documentIds: [4, 9],
          templateId: null,
          fromTemplate: null,
        },
        { clientId: 42, eventId: 57 },
      ),
    ).toEqual({
      to: 'maya@harborandvine.com',
      subject: 'Timeline',
      html: '<p>A &amp; B</p>',
      clientId: 42,
      eventId: 57,
      documentIds: [4, 9],
    });
  });

  it('leaves out what is not there: no event, no client record, no attachment', () => {
    expect(composeInput(valid, { clientId: 42 })).toEqual({
      to: valid.to,
      subject: valid.subject,
      html: '<p>Hello</p>',
      clientId: 42,
    });
    expect(composeInput(valid, { clientId: null, eventId: 57 })).not.toHaveProperty('clientId');
  });

  it("sends a template's HTML while the text it filled in is untouched, and the text as typed once edited", () => {
    const fromTemplate = {
      text: 'Dear Maya,\n\nPortal [https://x.test/portal/login]',
      html: '<p>Dear Maya,</p><p><a href="https://x.test/portal/login">Portal</a></p>',
    };
    const picked = { ...valid, templateId: '3', message: fromTemplate.text, fromTemplate };
    expect(composeInput(picked, {}).html).toBe(fromTemplate.html);
    expect(composeInput({ ...picked, message: 'Dear Maya, <b>edited</b>' }, {}).html).toBe(
      '<p>Dear Maya, &lt;b&gt;edited&lt;/b&gt;</p>',
    );
  });

  it("puts the server's refusal of the HTML under the Message field", () => {
    expect(
      composeIssues([
        { path: 'html', message: 'Message is required' },
        { path: 'to', message: 'Invalid email address' },
      ]),
    ).toEqual([
      { path: 'message', message: 'Message is required' },
      { path: 'to', message: 'Invalid email address' },
    ]);
  });
});
