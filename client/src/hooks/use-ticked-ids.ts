import { useState } from 'react';

/** A set of ticked ids (drafts to send, documents to pick): ask, toggle, clear. */
export function useTickedIds() {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  return {
    ticked,
    isTicked: (id: string) => ticked.has(id),
    toggle: (id: string) =>
      setTicked((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    clear: () => setTicked(new Set()),
  };
}
