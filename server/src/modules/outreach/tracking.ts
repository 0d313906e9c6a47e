import type { AppContext } from '../../context.js';
import { OUTREACH_STATUS } from './outreach-view.js';
import { outreachOfToken } from './tracking-token.js';

/** The smallest transparent GIF: the same bytes for every token, known or not. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

// Link scanners and security gateways that fetch every image of a message on arrival, and
// HTTP libraries no person reads mail with (decision 22). Mail apps and the Gmail/Yahoo image
// proxies fetch when a person opens the message, so they count.
const MACHINE_AGENTS =
  /bot\b|crawler|spider|scanner|safelinks|barracuda|mimecast|proofpoint|ironport|messagelabs|symantec|trend ?micro|forcepoint|fortinet|sophos|zscaler|microsoft office protocol|curl\/|wget\/|python-|go-http-client|okhttp|java\/|libwww|apache-httpclient|axios\/|node-fetch|undici/i;

export type PixelFetch = { token: string; method: string; ip?: string; userAgent?: string };

/** Why a fetch is a machine's, or null when it counts as the candidate opening the message. */
export function machineReason(fetch: PixelFetch, sentAt: Date, machineOpenSeconds: number, now = new Date()): string | null {
  if (fetch.method === 'HEAD') return 'head request';
  if (!fetch.userAgent?.trim()) return 'no user agent';
  if (MACHINE_AGENTS.test(fetch.userAgent)) return 'known scanner or tool';
  if (now.getTime() - sentAt.getTime() < machineOpenSeconds * 1000) return 'too soon after sending';
  return null;
}

/**
 * Records one fetch of a message's pixel as an event; the first one that is not a machine's
 * marks the message opened. Unknown tokens and messages not yet sent leave no trace.
 */
export async function recordPixelFetch(ctx: AppContext, fetch: PixelFetch): Promise<void> {
  const outreach = await outreachOfToken(ctx, fetch.token);
  if (!outreach?.sentAt) return;
  const now = new Date();
  const reason = machineReason(fetch, outreach.sentAt, ctx.config.machineOpenSeconds, now);
  await ctx.prisma.outreachEvent.create({
    data: {
      tenantId: outreach.tenantId,
      outreachId: outreach.id,
      type: reason ? 'open_ignored' : 'open',
      detail: reason ? { reason } : undefined,
      ip: fetch.ip?.slice(0, 100),
      userAgent: fetch.userAgent?.slice(0, 500),
    },
  });
  if (reason) return;
  // Only the first real open moves the status; a later 'replied' is never turned back.
  await ctx.prisma.outreach.updateMany({
    where: { id: outreach.id, openedAt: null, status: { in: [OUTREACH_STATUS.sent, OUTREACH_STATUS.delivered] } },
    data: { status: OUTREACH_STATUS.opened, openedAt: now },
  });
}
