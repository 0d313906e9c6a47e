import { ErrorBox } from '../../components/error-box';
import { InlineSpinner } from '../../components/inline-spinner';
import { Notice } from '../../components/notice';
import type { useSendQueue } from './use-send-queue';

/** One line on the queue: its progress while it works, its totals once a batch from this page is done. */
export function QueueStatus({ queue }: { queue: ReturnType<typeof useSendQueue> }) {
  const { progress, isWorking, queuedCount, error } = queue;
  if (error) return <ErrorBox message={error} />;
  if (!progress) return null;
  if (isWorking) {
    return (
      <p className="busy-line" role="status">
        <InlineSpinner /> Sending drafts: {progress.queued} waiting, {progress.sending} sending, {progress.sentSinceStart} sent, {progress.failedSinceStart} failed
      </p>
    );
  }
  if (queuedCount === null) return null;
  return (
    <Notice tone={progress.failedSinceStart > 0 ? 'warning' : 'success'}>
      Queued drafts processed: {progress.sentSinceStart} sent, {progress.failedSinceStart} failed.
    </Notice>
  );
}
