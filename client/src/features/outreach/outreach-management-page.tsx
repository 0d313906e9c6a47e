import { Link } from 'react-router-dom';
import { ErrorBox } from '../../components/error-box';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { Spinner } from '../../components/spinner';
import { countOf } from '../../format/text';
import { usePageTitle } from '../../layout/use-page-title';
import { paths } from '../../paths';
import { outreachMessages } from './messages';
import { OutreachTable } from './outreach-table';
import { QueueStatus } from './queue-status';
import { SendDraftsDialog } from './send-drafts-dialog';
import { OUTREACH_PAGE_BUTTONS } from './use-outreach-list';
import { useOutreachManagement } from './use-outreach-management';
import './outreach.css';

export function OutreachManagementPage() {
  usePageTitle('Outreach Management');
  const management = useOutreachManagement();
  const { list, queue, selectedCount, targetCount } = management;

  return (
    <div className="outreach-page">
      <PageHeader
        title="Outreach Management"
        subtitle="Every outreach e-mail of your team, newest first."
        actions={
          <Link to={paths.outreachCandidates} className="btn btn--primary">
            New Outreach
          </Link>
        }
      />
      <section className="card" aria-label="Outreach e-mails">
        <div className="toolbar">
          <p className="muted">{list.totalItems > 0 ? `${list.totalItems} e-mails` : null}</p>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={management.askToSend}
            disabled={targetCount === 0 || queue.isQueueing}
          >
            {selectedCount > 0 ? `Send ${countOf(selectedCount, 'selected draft')}` : 'Send all drafts'}
          </button>
        </div>
        {management.isConfirming ? (
          <SendDraftsDialog
            count={targetCount}
            isSelection={selectedCount > 0}
            perMinute={queue.progress?.perMinute}
            onConfirm={management.confirmSending}
            onCancel={management.cancelSending}
          />
        ) : null}
        {management.arrivalNotice ? <Notice tone="success">{management.arrivalNotice}</Notice> : null}
        <QueueStatus queue={queue} />
        <ErrorBox message={list.error} />
        {list.isLoading ? <Spinner label="Loading outreach…" /> : null}
        {!list.isLoading && !list.error && list.outreaches.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{outreachMessages.emptyList}</p>
            <p className="muted">Pick candidates from your analysed resumes and write them a personal e-mail.</p>
          </div>
        ) : null}
        {list.outreaches.length > 0 ? (
          <OutreachTable outreaches={list.outreaches} isSelected={management.isSelected} onToggle={management.toggle} />
        ) : null}
        <Pagination
          label="Outreach pages"
          currentPage={list.page}
          totalPages={list.totalPages}
          onPageChange={list.setPage}
          windowSize={OUTREACH_PAGE_BUTTONS}
        />
      </section>
    </div>
  );
}
