import { Link, useParams } from 'react-router-dom';
import { ErrorBox } from '../../components/error-box';
import { InlineSpinner } from '../../components/inline-spinner';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../layout/use-page-title';
import { paths } from '../../paths';
import { EmailAddress } from './email-address';
import { outreachMessages } from './messages';
import { OutreachEditForm } from './outreach-edit-form';
import { OutreachFacts } from './outreach-facts';
import { OutreachReplies } from './outreach-replies';
import { isDraft } from './outreach-status';
import { OutreachTimeline } from './outreach-timeline';
import { RenderedMessage } from './rendered-message';
import { useOutreachDetail } from './use-outreach-detail';
import './outreach.css';

const backToManagement = (
  <Link to={paths.outreachManagement} className="btn btn--secondary">
    Back to Management
  </Link>
);

export function OutreachDetailPage() {
  usePageTitle('Outreach');
  const { id = '' } = useParams();
  const detail = useOutreachDetail(id);
  const { outreach } = detail;

  if (detail.isLoading) return <Spinner label="Loading outreach…" />;
  if (detail.isNotFound) {
    return (
      <section className="card not-found">
        <h1 className="card__title">{outreachMessages.notFound}</h1>
        <p className="muted">This outreach does not exist, or it belongs to another organisation.</p>
        <div>{backToManagement}</div>
      </section>
    );
  }
  if (!outreach) {
    return (
      <div className="outreach-page">
        <PageHeader title="Outreach" actions={backToManagement} />
        <ErrorBox message={detail.loadError ?? outreachMessages.loadFailed} />
      </div>
    );
  }

  const canEdit = isDraft(outreach);
  return (
    <div className="outreach-page">
      <PageHeader title={outreach.recipientName} subtitle={<EmailAddress email={outreach.recipientEmail} />} actions={backToManagement} />
      <div className="detail-layout">
        <div className="detail-layout__main">
          <section className="card" aria-labelledby="message-title">
            <h2 id="message-title" className="card__title">
              Message
            </h2>
            {detail.outcome?.tone === 'danger' ? <ErrorBox message={detail.outcome.text} /> : null}
            {detail.outcome?.tone === 'success' ? <Notice tone="success">{detail.outcome.text}</Notice> : null}
            {detail.isEditing ? (
              <OutreachEditForm outreach={outreach} isSaving={detail.isSaving} onSave={detail.save} onCancel={detail.cancelEditing} />
            ) : (
              <RenderedMessage outreach={outreach} />
            )}
            {detail.isSending ? (
              <p className="busy-line" role="status">
                <InlineSpinner /> Sending…
              </p>
            ) : null}
            {canEdit ? (
              <div className="button-row">
                {detail.isEditing ? null : (
                  <button type="button" className="btn btn--secondary" onClick={detail.startEditing} disabled={detail.isSending}>
                    Edit
                  </button>
                )}
                <button type="button" className="btn btn--primary" onClick={detail.send} disabled={detail.isEditing || detail.isSending}>
                  Send Email
                </button>
              </div>
            ) : null}
            {outreach.status === 'failed' ? (
              <div className="button-row">
                <button type="button" className="btn btn--primary" onClick={detail.retry} disabled={detail.isSending}>
                  Retry
                </button>
              </div>
            ) : null}
          </section>
          <section className="card" aria-labelledby="replies-title">
            <h2 id="replies-title" className="card__title">
              Email Replies
            </h2>
            <OutreachReplies replies={outreach.replies ?? []} isTracked={outreach.repliesTracked ?? false} />
          </section>
        </div>
        <div className="detail-layout__side">
          <OutreachFacts outreach={outreach} />
          <OutreachTimeline events={outreach.events ?? []} />
        </div>
      </div>
    </div>
  );
}
