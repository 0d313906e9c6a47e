import type { AppContext } from '../../context.js';
import { ofTenant } from '../../db/tenant-scope.js';
import { escapeHtml } from '../../mail/messages.js';
import { addressHash } from '../privacy/address-hash.js';
import { outreachOfToken } from './tracking-token.js';

export const UNSUBSCRIBED_MESSAGE = 'This candidate has unsubscribed';
export const BOUNCED_MESSAGE = "This candidate's address bounced, so it is on the do-not-contact list";

/**
 * Why the address is on the tenant's do-not-contact list, as itself or, once erased, as its hash,
 * as the 409 of a send says it; null when it is not.
 */
export async function doNotContactMessage(ctx: AppContext, tenantId: string, email: string): Promise<string | null> {
  const emailHash = await addressHash(ctx.prisma, tenantId, email);
  const entry = await ctx.prisma.unsubscribe.findFirst({
    where: { ...ofTenant({ tenantId }), OR: [{ email: email.toLowerCase() }, { emailHash }] },
    select: { reason: true },
  });
  if (!entry) return null;
  return entry.reason === 'bounced' ? BOUNCED_MESSAGE : UNSUBSCRIBED_MESSAGE;
}

/**
 * Puts the recipient of the message on its tenant's do-not-contact list (once; a second click
 * changes nothing) and records the event. Unknown tokens do nothing, and say so to nobody.
 */
export async function unsubscribe(ctx: AppContext, token: string): Promise<void> {
  const outreach = await outreachOfToken(ctx, token);
  if (!outreach) return;
  const email = outreach.recipientEmail.toLowerCase();
  const { count } = await ctx.prisma.unsubscribe.createMany({
    data: [{ tenantId: outreach.tenantId, email, outreachId: outreach.id }],
    skipDuplicates: true,
  });
  if (count > 0) {
    await ctx.prisma.outreachEvent.create({ data: { tenantId: outreach.tenantId, outreachId: outreach.id, type: 'unsubscribed' } });
  }
}

/** A small page of our own: the link must work from any mail client, without the app. */
export function unsubscribePage(body: { title: string; text: string; confirm?: boolean }): string {
  const form = body.confirm
    ? '<form method="post"><button type="submit" style="font-size:16px;padding:10px 20px;background:#2563eb;color:#fff;border:0;border-radius:6px;cursor:pointer">Unsubscribe</button></form>'
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(body.title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;max-width:480px;margin:64px auto;padding:0 16px;line-height:1.5">
<h1 style="font-size:22px">${escapeHtml(body.title)}</h1><p>${escapeHtml(body.text)}</p>${form}
</body></html>`;
}
