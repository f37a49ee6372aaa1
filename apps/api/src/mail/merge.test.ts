import { describe, expect, it } from 'vitest';
import { escapeHtml, mergeHtml, mergeText } from './merge.ts';

const values = {
  'client.name': '<b>Evil</b> & Sons',
  'client.contactName': 'Maya "M" Lopez',
  'invoice.total': '$1,234.50',
  'invoice.number': null,
};

describe('the merge engine', () => {
  it('replaces each known field, spaces inside the braces allowed', () => {
    expect(mergeText('Hi {{client.contactName}}, {{ invoice.total }} due', values)).toBe(
      'Hi Maya "M" Lopez, $1,234.50 due',
    );
  });

  it('escapes every value in HTML, and leaves it as it is in the subject', () => {
    expect(mergeHtml('<p>{{client.name}}</p>', values)).toBe('<p>&lt;b&gt;Evil&lt;/b&gt; &amp; Sons</p>');
    expect(mergeHtml('<a title="{{client.contactName}}">x</a>', values)).toBe(
      '<a title="Maya &quot;M&quot; Lopez">x</a>',
    );
    expect(mergeText('{{client.name}}', values)).toBe('<b>Evil</b> & Sons');
  });

  it('empties unknown fields, fields without a value and anything that looks like logic', () => {
    expect(mergeText('[{{invoice.number}}][{{event.name}}][{{client.password}}]', values)).toBe('[][][]');
    expect(mergeHtml('{{#if client.name}}yes{{/if}}{{> partial}}{{constructor}}{{__proto__}}', values)).toBe(
      'yes',
    );
    // Triple braces are no unescaped output: the inner tag is replaced (escaped), the extra braces stay text.
    expect(mergeHtml('{{{client.name}}}', values)).toBe('{&lt;b&gt;Evil&lt;/b&gt; &amp; Sons}');
  });

  it('keeps a section only when its field has a value, and merges what it holds', () => {
    const template =
      '<p>Pay by transfer.{{#portal.link}} Or see it in <a href="{{portal.link}}">your portal</a>.{{/portal.link}}</p>';
    expect(mergeHtml(template, { 'portal.link': 'https://office.test/portal/login' })).toBe(
      '<p>Pay by transfer. Or see it in <a href="https://office.test/portal/login">your portal</a>.</p>',
    );
    expect(mergeHtml(template, { 'portal.link': '' })).toBe('<p>Pay by transfer.</p>');
    expect(mergeHtml(template, {})).toBe('<p>Pay by transfer.</p>');
    expect(mergeText('Invoice{{# invoice.number }} {{invoice.number}}{{/invoice.number}}', values)).toBe(
      'Invoice',
    );
    // An unknown field opens no section: its tags are emptied and what they held stays.
    expect(mergeText('{{#client.password}}secret{{/client.password}}', values)).toBe('secret');
    // A value that looks like a section is text.
    expect(mergeText('{{client.name}}', { 'client.name': '{{#client.name}}x{{/client.name}}' })).toBe(
      '{{#client.name}}x{{/client.name}}',
    );
  });

  it('runs nothing: a value that looks like a tag is not merged again', () => {
    expect(mergeText('{{client.name}}', { 'client.name': '{{client.contactName}}' })).toBe(
      '{{client.contactName}}',
    );
  });

  it('keeps a subject on one line', () => {
    expect(mergeText('Re: {{client.name}}', { 'client.name': 'A\r\nBcc: x@example.com' })).toBe(
      'Re: A Bcc: x@example.com',
    );
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});
