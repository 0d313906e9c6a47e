import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

const VIEWS = [
  { id: 'analysis', label: 'Analysis' },
  { id: 'original', label: 'Original document' },
] as const;

type ViewId = (typeof VIEWS)[number]['id'];

// Arrow keys step through the tabs (wrapping), Home and End jump to the ends, as in any tab list.
const STEPS: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % VIEWS.length,
  ArrowLeft: (index) => (index - 1 + VIEWS.length) % VIEWS.length,
  Home: () => 0,
  End: () => VIEWS.length - 1,
};

type ResumeViewsProps = {
  /** Room for both side by side; otherwise they are two tabs. */
  isSplit: boolean;
  analysis: ReactNode;
  original: ReactNode;
};

/**
 * The analysis and the original document where the recruiter looks: side by side when there is
 * room, two tabs when not, instead of the original far below a long analysis. Both stay mounted in
 * either layout, so the download link is fetched on opening and nothing reloads on a resize.
 */
export function ResumeViews({ isSplit, analysis, original }: ResumeViewsProps) {
  const baseId = useId();
  const [active, setActive] = useState<ViewId>('analysis');
  const tabRefs = useRef<Partial<Record<ViewId, HTMLButtonElement | null>>>({});
  const tabId = (view: ViewId) => `${baseId}-${view}-tab`;
  const panelId = (view: ViewId) => `${baseId}-${view}-panel`;

  function handleKeyDown(event: KeyboardEvent) {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = VIEWS[step(VIEWS.findIndex((view) => view.id === active))]!.id;
    setActive(next);
    tabRefs.current[next]?.focus();
  }

  const panelProps = (view: ViewId) =>
    isSplit
      ? { className: `resume-views__column resume-views__column--${view}` }
      : { className: 'resume-views__panel', role: 'tabpanel', id: panelId(view), 'aria-labelledby': tabId(view), tabIndex: 0, hidden: active !== view };

  return (
    <div className={isSplit ? 'resume-views resume-views--split' : 'resume-views'}>
      {isSplit ? null : (
        <div className="tabs resume-views__tabs" role="tablist" aria-label="Resume views" onKeyDown={handleKeyDown}>
          {VIEWS.map((view) => (
            <button
              key={view.id}
              ref={(element) => {
                tabRefs.current[view.id] = element;
              }}
              type="button"
              role="tab"
              id={tabId(view.id)}
              className="tabs__tab"
              aria-selected={active === view.id}
              aria-controls={panelId(view.id)}
              tabIndex={active === view.id ? 0 : -1}
              onClick={() => setActive(view.id)}
            >
              {view.label}
            </button>
          ))}
        </div>
      )}
      <div {...panelProps('analysis')}>{analysis}</div>
      <div {...panelProps('original')}>{original}</div>
    </div>
  );
}
