import { useRef, type KeyboardEvent } from 'react';

type Tab<T extends string> = { id: T; label: string };

type TabListProps<T extends string> = {
  label: string;
  tabs: readonly Tab<T>[];
  active: T;
  onSelect: (tab: T) => void;
  /** The ids of a tab and of the panel it controls, so the page can label its panels. */
  tabId: (tab: T) => string;
  panelId: (tab: T) => string;
  className?: string;
};

// Arrow keys step through the tabs (wrapping), Home and End jump to the ends, as in any tab list.
const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A WAI-ARIA tab list: one Tab stop (the selected tab), arrow keys, Home and End between tabs,
 * each tab naming the panel it controls. The page renders the panels.
 */
export function TabList<T extends string>({ label, tabs, active, onSelect, tabId, panelId, className = '' }: TabListProps<T>) {
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());

  function handleKeyDown(event: KeyboardEvent) {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[step(tabs.findIndex((tab) => tab.id === active), tabs.length)]?.id;
    if (next === undefined) return;
    onSelect(next);
    tabRefs.current.get(next)?.focus();
  }

  return (
    <div className={`tabs ${className}`.trim()} role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(element) => {
            if (element) tabRefs.current.set(tab.id, element);
            else tabRefs.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          className="tabs__tab"
          aria-selected={active === tab.id}
          aria-controls={panelId(tab.id)}
          tabIndex={active === tab.id ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
