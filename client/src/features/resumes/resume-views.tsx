import { useId, useState, type ReactNode } from 'react';
import { TabList } from '../../components/tab-list';

const VIEWS = [
  { id: 'analysis', label: 'Analysis' },
  { id: 'original', label: 'Original document' },
] as const;

type ViewId = (typeof VIEWS)[number]['id'];

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
  const tabId = (view: ViewId) => `${baseId}-${view}-tab`;
  const panelId = (view: ViewId) => `${baseId}-${view}-panel`;

  const panelProps = (view: ViewId) =>
    isSplit
      ? { className: `resume-views__column resume-views__column--${view}` }
      : { className: 'resume-views__panel', role: 'tabpanel', id: panelId(view), 'aria-labelledby': tabId(view), tabIndex: 0, hidden: active !== view };

  return (
    <div className={isSplit ? 'resume-views resume-views--split' : 'resume-views'}>
      {isSplit ? null : (
        <TabList label="Resume views" tabs={VIEWS} active={active} onSelect={setActive} tabId={tabId} panelId={panelId} className="resume-views__tabs" />
      )}
      <div {...panelProps('analysis')}>{analysis}</div>
      <div {...panelProps('original')}>{original}</div>
    </div>
  );
}
