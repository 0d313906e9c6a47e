import { describe, expect, it } from 'vitest';
import { plainFailureReason } from './failure-reason';

const doesNotExist = "The recipient's mail server says this address does not exist.";
const unreachable = 'Our mail server could not be reached.';

describe('plainFailureReason', () => {
  it.each([
    ['550 5.1.1 <nobody@example.com>: Recipient address rejected: User unknown in virtual mailbox table', doesNotExist],
    ['Can\'t send mail - all recipients were rejected: 550 5.1.1 The email account that you tried to reach does not exist.', doesNotExist],
    ['550 No such user here', doesNotExist],
    ['552 5.2.2 The email account that you tried to reach is over quota', "The recipient's mailbox is full. Try again in a few days."],
    ['452 4.2.2 Mailbox full', "The recipient's mailbox is full. Try again in a few days."],
    ['connect ECONNREFUSED 127.0.0.1:2525', unreachable],
    ['Connection timeout', unreachable],
    ['getaddrinfo ENOTFOUND smtp.example.com', unreachable],
    ['Invalid login: 535 5.7.8 Username and Password not accepted', 'Our mail server refused our sign-in, so nothing was sent. An administrator needs to check the mail settings.'],
    ['554 5.7.1 Message rejected as spam by Content Filtering', "The recipient's mail server refused the e-mail as unwanted mail (spam) or by its policy."],
    ['550 5.7.1 Service unavailable; client host blocked using Spamhaus blocklist', "The recipient's mail server refused the e-mail as unwanted mail (spam) or by its policy."],
    ['This candidate has unsubscribed', 'This candidate has unsubscribed, so nothing was sent.'],
    ['Sending was interrupted by a server restart; it may or may not have gone out', 'Sending was interrupted by a server restart, so it is not known whether the e-mail went out.'],
    ['451 4.3.0 Something odd happened', 'The e-mail could not be delivered.'],
    ['', 'The e-mail could not be delivered.'],
  ])('%j reads as %j', (serverReason, plain) => {
    expect(plainFailureReason(serverReason)).toBe(plain);
  });
});
