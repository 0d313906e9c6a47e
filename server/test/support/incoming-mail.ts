// Raw messages as they arrive in the organisation's mailbox: candidates' answers, out-of-office
// notes and the bounces of real MTAs, for the mailbox reader's tests.

type Headers = Record<string, string | undefined>;

let counter = 0;
const nextMessageId = (domain: string) => `<incoming-${Date.now()}-${++counter}@${domain}>`;

function message(headers: Headers, body: string): string {
  const lines = Object.entries({ Date: new Date().toUTCString(), 'MIME-Version': '1.0', ...headers })
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}\r\n`;
}

/**
 * A candidate's answer: its text with the quoted history a mail client adds, an HTML part with
 * what a sanitiser must take out, and an attachment. `headers` sets or removes (undefined) any.
 */
export function candidateReply(options: { from: string; to: string; text: string; headers?: Headers }): string {
  const html = `<div>${options.text}</div><script>alert(1)</script><img src="https://tracker.example/pixel.gif"><a href="https://example.com/cv" onclick="steal()">my CV</a>`;
  return message(
    {
      From: `Maria Gonzalez <${options.from}>`,
      To: options.to,
      Subject: 'Re: A role for Maria Gonzalez',
      'Message-ID': nextMessageId('candidate.example'),
      'Content-Type': 'multipart/mixed; boundary="mixed"',
      ...options.headers,
    },
    `--mixed
Content-Type: multipart/alternative; boundary="alt"

--alt
Content-Type: text/plain; charset=utf-8

${options.text}

On Tue, Nov 24, 2026 at 10:00 AM Ada Lovelace <no-reply@localhost> wrote:
> Hi Maria Gonzalez,
> A ICU Nurse role.

--alt
Content-Type: text/html; charset=utf-8

${html}
--alt--

--mixed
Content-Type: application/pdf; name="cv.pdf"
Content-Disposition: attachment; filename="cv.pdf"
Content-Transfer-Encoding: base64

JVBERi0xLjQKJcOkw7zDtsOfCg==
--mixed--`,
  );
}

/** An out-of-office answer as Exchange and Gmail send them (RFC 3834 Auto-Submitted). */
export function outOfOffice(options: { from: string; to: string; inReplyTo: string }): string {
  return message(
    {
      From: options.from,
      To: options.to,
      Subject: 'Automatic reply: A role for Maria Gonzalez',
      'Message-ID': nextMessageId('candidate.example'),
      'In-Reply-To': options.inReplyTo,
      'Auto-Submitted': 'auto-replied',
      'Content-Type': 'text/plain; charset=utf-8',
    },
    'I am out of the office until Monday and will answer when I am back.',
  );
}

/** An RFC 3464 delivery status notification as Postfix sends it. */
export function deliveryStatusNotification(options: { to: string; recipient: string; status: string; diagnostic: string; originalMessageId: string }): string {
  const isDelayed = options.status.startsWith('4') && options.diagnostic.includes('delayed');
  return message(
    {
      From: 'MAILER-DAEMON@mx.candidate.example (Mail Delivery System)',
      To: options.to,
      Subject: 'Undelivered Mail Returned to Sender',
      'Message-ID': nextMessageId('mx.candidate.example'),
      'Auto-Submitted': 'auto-replied',
      'Content-Type': 'multipart/report; report-type=delivery-status; boundary="report"',
    },
    `--report
Content-Type: text/plain; charset=us-ascii

This is the mail system at host mx.candidate.example.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients.

--report
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.candidate.example

Final-Recipient: rfc822; ${options.recipient}
Original-Recipient: rfc822;${options.recipient}
Action: ${isDelayed ? 'delayed' : 'failed'}
Status: ${options.status}
Diagnostic-Code: smtp; ${options.diagnostic}

--report
Content-Type: text/rfc822-headers

From: Ada Lovelace <no-reply@localhost>
To: ${options.recipient}
Subject: A role for Maria Gonzalez
Message-ID: ${options.originalMessageId}

--report--`,
  );
}

/** Exim's plain-text bounce (no DSN), sent to the From address, quoting the message's headers. */
export function eximBounce(options: { to: string; recipient: string; originalMessageId: string }): string {
  return message(
    {
      From: 'Mail Delivery System <Mailer-Daemon@mx.candidate.example>',
      To: options.to,
      Subject: 'Mail delivery failed: returning message to sender',
      'Message-ID': nextMessageId('mx.candidate.example'),
      'Auto-Submitted': 'auto-replied',
      'Content-Type': 'text/plain; charset=us-ascii',
    },
    `This message was created automatically by mail delivery software.

A message that you sent could not be delivered to one or more of its
recipients. This is a permanent error. The following address(es) failed:

  ${options.recipient}
    host mx.candidate.example [192.0.2.1]
    SMTP error from remote mail server after RCPT TO:<${options.recipient}>:
    550 5.1.1 User unknown

------ This is a copy of the message, including all the headers. ------

Return-path: <no-reply@localhost>
Message-ID: ${options.originalMessageId}
From: Ada Lovelace <no-reply@localhost>
To: ${options.recipient}
Subject: A role for Maria Gonzalez

Hi Maria Gonzalez,`,
  );
}

/** Mail that answers nothing of ours: a newsletter. */
export function unrelatedMail(index: number, to: string): string {
  return message(
    {
      From: `News ${index} <news@newsletter.example>`,
      To: to,
      Subject: `Weekly digest ${index}`,
      'Message-ID': nextMessageId('newsletter.example'),
      'Content-Type': 'text/plain; charset=utf-8',
    },
    `Issue ${index}: the news of the week.`,
  );
}
