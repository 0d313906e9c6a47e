import { useState } from 'react';
import { useOutreachList } from './use-outreach-list';
import { useSendQueue } from './use-send-queue';

/**
 * Outreach Management: the paged list, the drafts ticked on it, and "Send all drafts", which
 * sends the ticked drafts or, with none ticked, every draft of the team, once confirmed.
 */
export function useOutreachManagement() {
  const queue = useSendQueue();
  const list = useOutreachList({ isRefreshing: queue.isWorking });
  // Ticks survive paging, so drafts on several pages can be sent together.
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [isConfirming, setIsConfirming] = useState(false);

  const selectedCount = selectedIds.size;
  const targetCount = selectedCount > 0 ? selectedCount : list.draftCount;

  return {
    list,
    queue,
    isSelected: (id: string) => selectedIds.has(id),
    toggle: (id: string) =>
      setSelectedIds((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    selectedCount,
    targetCount,
    isConfirming,
    askToSend: () => setIsConfirming(true),
    cancelSending: () => setIsConfirming(false),
    confirmSending: () => {
      setIsConfirming(false);
      queue.queue(selectedCount > 0 ? { ids: [...selectedIds] } : { all: true }, targetCount);
      setSelectedIds(new Set());
    },
  };
}
