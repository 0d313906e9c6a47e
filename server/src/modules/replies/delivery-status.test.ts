import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { bounceOf } from './delivery-status.js';

const parse = (raw: string) => simpleParser(Buffer.from(raw.replace(/\n/g, '\r\n')));

describe('bounceOf', () => {
  it("When qmail's plain-text failure notice (Yahoo and older hosts) comes back, then it is a permanent bounce of the address it names", async () => {
    const bounce = bounceOf(
      await parse(`From: MAILER-DAEMON@mta.yahoo.example
To: replies+x@org.test
Subject: failure notice

Hi. This is the qmail-send program at mta.yahoo.example.
I'm afraid I wasn't able to deliver your message to the following addresses.
This is a permanent error; I've given up. Sorry it didn't work out.

<Nurse@Example.com>:
550 5.1.1 mailbox unavailable

--- Below this line is a copy of the message.

Message-ID: <abc@org.test>
`),
    );
    expect(bounce).toMatchObject({ action: 'failed', status: '5.1.1', isPermanent: true, originalMessageId: '<abc@org.test>' });
    expect(bounce?.recipients).toContain('nurse@example.com');
    expect(bounce?.diagnostic).toBe('550 5.1.1 mailbox unavailable');
  });

  it('When a DSN says delivery is delayed, then it is not a failure and not permanent', async () => {
    const bounce = bounceOf(
      await parse(`From: postmaster@mx.example
To: replies+x@org.test
Subject: Delivery Status Notification (Delay)
Content-Type: multipart/report; report-type=delivery-status; boundary=b

--b
Content-Type: message/delivery-status

Final-Recipient: rfc822; nurse@example.com
Action: delayed
Status: 4.4.7
Diagnostic-Code: smtp; 421 4.4.7 Try again later

--b--
`),
    );
    expect(bounce).toMatchObject({ action: 'delayed', status: '4.4.7', isPermanent: false, recipients: ['nurse@example.com'] });
  });

  it('When an ordinary message arrives, then it is no bounce, even when it talks about one', async () => {
    expect(bounceOf(await parse('From: maria@example.com\nTo: replies@org.test\nSubject: Undelivered?\n\nDid my mail get a 550 5.1.1?\n'))).toBeNull();
  });
});
