import { useState } from 'react';
import { isDraft } from './outreach-status';
import { useOutreachList } from './use-outreach-list';
import { useSendQueue } from './use-send-queue';

/** Outreach Management: the paged list, the drafts ticked on it, and "Send all drafts". */
export function useOutreachManagement() {
  const queue = useSendQueue();
  const list = useOutreachList({ isRefreshing: queue.isWorking });
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());

  const drafts = list.outreaches.filter(isDraft);
  const selectedDrafts = drafts.filter((draft) => selectedIds.has(draft.id));
  // With nothing ticked, the button sends every draft on screen.
  const targets = selectedDrafts.length > 0 ? selectedDrafts : drafts;

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
    selectedCount: selectedDrafts.length,
    targetCount: targets.length,
    sendDrafts: () => {
      if (targets.length === 0) return;
      queue.queue(targets.map((draft) => draft.id));
      setSelectedIds(new Set());
    },
  };
}
