import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTickedIds } from '../../hooks/use-ticked-ids';
import { useOutreachList } from './use-outreach-list';
import { useSendQueue, type QueueOutcome } from './use-send-queue';

/** What Compose reports on its way here: drafts it saved, or drafts it saved and queued. */
export type ManagementNavigationState = { notice?: string; queued?: QueueOutcome };

/**
 * Outreach Management: the paged list, the drafts ticked on it, and "Send all drafts", which
 * sends the ticked drafts or, with none ticked, every draft of the team, once confirmed.
 */
export function useOutreachManagement() {
  const location = useLocation();
  const [arrival] = useState(() => (location.state ?? {}) as ManagementNavigationState);
  const queue = useSendQueue({ arrivedOutcome: arrival.queued });
  const list = useOutreachList({ isRefreshing: queue.isWorking });
  // Ticks survive paging, so drafts on several pages can be sent together.
  const selection = useTickedIds();
  const selectedIds = selection.ticked;
  const [isConfirming, setIsConfirming] = useState(false);

  const selectedCount = selectedIds.size;
  const targetCount = selectedCount > 0 ? selectedCount : list.draftCount;

  return {
    list,
    queue,
    arrivalNotice: arrival.notice ?? null,
    isSelected: selection.isTicked,
    toggle: selection.toggle,
    selectedCount,
    targetCount,
    isConfirming,
    askToSend: () => setIsConfirming(true),
    cancelSending: () => setIsConfirming(false),
    confirmSending: () => {
      setIsConfirming(false);
      queue.queue(selectedCount > 0 ? { ids: [...selectedIds] } : { all: true }, targetCount);
      selection.clear();
    },
  };
}
