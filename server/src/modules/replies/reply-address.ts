// One plus-address of the monitored mailbox per outreach message, `replies+<outreach id>@org`:
// the Reply-To and the envelope sender of the message, so both an answer and a bounce come back
// naming it even when a mail client drops In-Reply-To and References. The outreach id is as
// private as the Message-ID (only the recipient and the sending tenant see either).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function splitAddress(address: string): { local: string; domain: string } | null {
  const at = address.lastIndexOf('@');
  if (at < 1) return null;
  return { local: address.slice(0, at), domain: address.slice(at + 1).toLowerCase() };
}

/** The plus-address of `mailboxAddress` that names the outreach message `outreachId`. */
export function plusAddressOf(mailboxAddress: string, outreachId: string): string {
  const { local, domain } = splitAddress(mailboxAddress)!;
  return `${local}+${outreachId}@${domain}`;
}

/** The outreach ids that plus-addresses of `mailboxAddress` among `addresses` name. */
export function outreachIdsIn(mailboxAddress: string, addresses: readonly string[]): string[] {
  const mailbox = splitAddress(mailboxAddress);
  if (!mailbox) return [];
  const ids = new Set<string>();
  for (const address of addresses) {
    const parts = splitAddress(address.trim());
    if (!parts || parts.domain !== mailbox.domain) continue;
    const plus = parts.local.indexOf('+');
    if (plus < 0 || parts.local.slice(0, plus).toLowerCase() !== mailbox.local.toLowerCase()) continue;
    const tag = parts.local.slice(plus + 1);
    if (UUID.test(tag)) ids.add(tag.toLowerCase());
  }
  return [...ids];
}
