import { ErrorBox } from '../../components/error-box';
import { InlineSpinner } from '../../components/inline-spinner';
import { Notice } from '../../components/notice';
import { countOf } from '../../format/text';
import type { QueueOutcome, useSendQueue } from './use-send-queue';

const NOT_QUEUED_REASON = 'already queued or sent, or their recipients unsubscribed';

/** How many drafts one press of the button queued, in words. */
function QueuedNotice({ outcome }: { outcome: QueueOutcome }) {
  const { requested, queued } = outcome;
  if (queued === 0) return <Notice tone="warning">No drafts were queued: they were {NOT_QUEUED_REASON}.</Notice>;
  if (queued < requested) {
    return (
      <Notice tone="warning">
        {queued} of {countOf(requested, 'draft')} queued for sending. The others were {NOT_QUEUED_REASON}.
      </Notice>
    );
  }
  return <Notice tone="success">{countOf(queued, 'draft')} queued for sending.</Notice>;
}

/** The queue in words: what the last press queued, its progress while it works, its totals once done. */
export function QueueStatus({ queue }: { queue: ReturnType<typeof useSendQueue> }) {
  const { progress, isWorking, outcome, error } = queue;
  if (error) return <ErrorBox message={error} />;
  return (
    <>
      {outcome ? <QueuedNotice outcome={outcome} /> : null}
      {progress && isWorking ? (
        <p className="busy-line" role="status">
          <InlineSpinner /> Sending drafts: {progress.queued} waiting, {progress.sending} sending, {progress.sentSinceStart} sent, {progress.failedSinceStart} failed
        </p>
      ) : null}
      {progress && !isWorking && outcome && outcome.queued > 0 ? (
        <Notice tone={progress.failedSinceStart > 0 ? 'warning' : 'success'}>
          Queued drafts processed: {progress.sentSinceStart} sent, {progress.failedSinceStart} failed.
        </Notice>
      ) : null}
    </>
  );
}
