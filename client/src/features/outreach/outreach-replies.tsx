import type { OutreachReply } from '@app/shared';
import { MailIcon } from '../../components/icons';
import { StatusBadge } from '../../components/status-badge';
import { formatFileSize } from '../../files/file-size';
import { formatDateTime } from '../../format/dates';
import { outreachMessages } from './messages';

/**
 * The 'Email Replies' panel: the spec's placeholder when no mailbox is read (IMAP_URL unset), else
 * the answers read from it. A reply's text is shown as text; only a reply without a text part
 * shows its HTML, which the server sanitised (formatting and links, no scripts or images).
 */
export function OutreachReplies({ replies, isTracked }: { replies: OutreachReply[]; isTracked: boolean }) {
  if (!isTracked || replies.length === 0) {
    return (
      <div className="replies-placeholder">
        <MailIcon width={22} height={22} />
        <p>{isTracked ? outreachMessages.noRepliesYet : outreachMessages.repliesPlaceholder}</p>
      </div>
    );
  }
  return (
    <ol className="reply-list">
      {replies.map((reply) => (
        <li key={reply.id} className="reply">
          <div className="reply__head">
            <strong className="break-anywhere">{reply.fromName ? `${reply.fromName} <${reply.fromAddress}>` : reply.fromAddress}</strong>
            <span className="muted">{formatDateTime(reply.sentAt)}</span>
            {reply.isAutoReply ? <StatusBadge tone="neutral">Automatic reply</StatusBadge> : null}
          </div>
          <p className="reply__subject">{reply.subject}</p>
          {reply.text || !reply.html ? (
            <p className="reply__text">{reply.text}</p>
          ) : (
            <div className="reply__html" dangerouslySetInnerHTML={{ __html: reply.html }} />
          )}
          {reply.attachments.length > 0 ? (
            <p className="reply__attachments muted">
              Attachments (not opened here):{' '}
              {reply.attachments.map((attachment) => `${attachment.filename} (${formatFileSize(attachment.size)})`).join(', ')}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
