import { describe, expect, it } from 'vitest';
import { sanitizedReplyHtml, withoutQuotedHistory } from './reply-content.js';

describe('withoutQuotedHistory', () => {
  it.each([
    ['Gmail', 'Yes please.\n\nOn Tue, Nov 24, 2026 at 10:00 AM Ada <a@b.c> wrote:\n> Hi'],
    ['Outlook', 'Yes please.\n\n-----Original Message-----\nFrom: Ada\nSent: Tuesday'],
    ['Outlook (From/Sent block)', 'Yes please.\n\nFrom: Ada Lovelace <a@b.c>\nSent: Tuesday, November 24, 2026\nSubject: A role'],
    ['quoted lines only', 'Yes please.\n> Hi Maria\n> A role'],
  ])('When %s quotes our message, then only the new text is kept', (_client, text) => {
    expect(withoutQuotedHistory(text)).toBe('Yes please.');
  });

  it('When the whole message is a quote, then it is kept rather than lost', () => {
    expect(withoutQuotedHistory('> only a quote')).toBe('> only a quote');
  });
});

describe('sanitizedReplyHtml', () => {
  it('When the HTML carries scripts, handlers, styles, forms and images, then only text and safe links remain', () => {
    const html = sanitizedReplyHtml(
      '<p style="color:red" onclick="x()">Hi <b>there</b></p><script>alert(1)</script><img src="https://t.example/p.gif"><a href="javascript:alert(1)">bad</a><a href="https://ok.example">ok</a><form><input></form><iframe src="https://x"></iframe>',
    );
    expect(html).toBe('<p>Hi <b>there</b></p><a target="_blank" rel="noopener noreferrer nofollow">bad</a><a href="https://ok.example" target="_blank" rel="noopener noreferrer nofollow">ok</a>');
  });
});
