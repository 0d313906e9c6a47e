import { describe, expect, it } from 'vitest';
import { outreachEventDetailText } from './outreach-events.js';

describe('outreachEventDetailText', () => {
  it('When an event carries a reason, a mail server answer or a Message-ID, then the timeline shows it as one line', () => {
    expect(outreachEventDetailText({ reason: 'Fetched within 15 s of sending' })).toBe('Fetched within 15 s of sending');
    expect(outreachEventDetailText({ response: '250 2.0.0 OK queued' })).toBe('250 2.0.0 OK queued');
    expect(outreachEventDetailText({ messageId: '<a1@example.com>' })).toBe('Message-ID <a1@example.com>');
  });

  it('When an event carries nothing readable, then there is no line', () => {
    expect(outreachEventDetailText(null)).toBeNull();
    expect(outreachEventDetailText({})).toBeNull();
  });
});
