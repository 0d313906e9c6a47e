// The mail server's reasons are written for administrators ("550 5.1.1 <x>: Recipient address
// rejected"); the detail page says first, in plain words, what they mean for the recruiter.

type Rule = { pattern: RegExp; plain: string };

// Most specific first: a "550 5.1.1" is also a 5xx rejection, a "5.7.8" also a 5.7 policy code.
const RULES: Rule[] = [
  {
    pattern: /\b5\.1\.[0-3]\b|user unknown|unknown user|no such (user|mailbox|recipient)|address (does not|doesn't) exist|recipient address rejected|mailbox (not found|unavailable)/i,
    plain: "The recipient's mail server says this address does not exist.",
  },
  {
    pattern: /\b5\.2\.2\b|\b4\.2\.2\b|mailbox (is )?full|over quota|quota exceeded|insufficient storage/i,
    plain: "The recipient's mailbox is full. Try again in a few days.",
  },
  {
    pattern: /\b535\b|\b5\.7\.8\b|EAUTH|authentication (failed|unsuccessful|required)|invalid login|username and password not accepted/i,
    plain: 'Our mail server refused our sign-in, so nothing was sent. An administrator needs to check the mail settings.',
  },
  {
    pattern: /spam|junk|blocklist|blacklist|block list|black list|\b5\.7\.1\b|reputation|rejected (for|by) policy|content rejected/i,
    plain: "The recipient's mail server refused the e-mail as unwanted mail (spam) or by its policy.",
  },
  {
    pattern: /ECONNREFUSED|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|ECONNECTION|ESOCKET|connection (refused|timed out|closed|reset)|timed? ?out|could not connect|greeting never received/i,
    plain: 'Our mail server could not be reached.',
  },
  {
    pattern: /address bounced/i,
    plain: "An earlier e-mail to this address bounced, so nothing was sent.",
  },
  {
    pattern: /unsubscribed/i,
    plain: 'This candidate has unsubscribed, so nothing was sent.',
  },
  {
    pattern: /interrupted/i,
    plain: 'Sending was interrupted by a server restart, so it is not known whether the e-mail went out.',
  },
];

const GENERIC = 'The e-mail could not be delivered.';

/** What a failed message's reason (the server's words) means, in one plain sentence. */
export function plainFailureReason(serverReason: string): string {
  return RULES.find((rule) => rule.pattern.test(serverReason))?.plain ?? GENERIC;
}
