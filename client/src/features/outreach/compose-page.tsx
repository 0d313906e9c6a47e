import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/use-auth';
import { ErrorBox } from '../../components/error-box';
import { InlineSpinner } from '../../components/inline-spinner';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../layout/use-page-title';
import { paths } from '../../paths';
import { ComposeForm } from './compose-form';
import { EmailPreview } from './email-preview';
import { outreachMessages } from './messages';
import { isDraft } from './outreach-status';
import { RecipientList } from './recipient-list';
import { useComposeActions, type ComposeValues } from './use-compose-actions';
import { useComposeSource, type ComposeSource } from './use-compose-source';
import { useTemplates } from './use-templates';
import './outreach.css';

function initialValues(source: ComposeSource): ComposeValues {
  if (source.kind === 'create') return { subject: '', content: '', templateId: null };
  const { subject, content, templateId } = source.outreach;
  return { subject, content, templateId };
}

function busyLabel(busy: NonNullable<ReturnType<typeof useComposeActions>['busy']>): string {
  if (busy.action === 'send') return 'Sending…';
  return busy.total > 1 ? `Saving ${busy.done} of ${busy.total}…` : 'Saving…';
}

function ComposeEditor({ source }: { source: ComposeSource }) {
  const { user } = useAuth();
  const templates = useTemplates();
  const [values, setValues] = useState(() => initialValues(source));
  const actions = useComposeActions(source);
  const isEditing = source.kind === 'edit';
  const canAct = !actions.busy && (!isEditing || isDraft(source.outreach));
  const first = source.candidates[0];
  const count = source.candidates.length;

  return (
    <div className="compose-layout">
      <section className="card compose-layout__form" aria-label="Message">
        <ComposeForm
          values={values}
          onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
          templates={templates.templates}
          isLoadingTemplates={templates.isLoading}
        />
        <ErrorBox message={templates.error} />
        {isEditing && !isDraft(source.outreach) ? <ErrorBox message="Only drafts can be edited" /> : null}
        <ErrorBox message={actions.error} />
        {actions.notice ? <Notice tone="success">{actions.notice}</Notice> : null}
        {actions.busy ? (
          <p className="busy-line" role="status">
            <InlineSpinner /> {busyLabel(actions.busy)}
          </p>
        ) : null}
        <div className="button-row">
          <button type="button" className="btn btn--secondary" disabled={!canAct} onClick={() => actions.save(values)}>
            {isEditing ? 'Update Draft' : `Save Draft for ${count} Candidates`}
          </button>
          <button type="button" className="btn btn--primary" disabled={!canAct} onClick={() => actions.send(values)}>
            Send Email
          </button>
        </div>
        {!isEditing && count > 1 ? (
          <p className="muted">Send Email sends to {first?.fullName ?? first?.email} only; save drafts to reach everyone.</p>
        ) : null}
      </section>
      <div className="compose-layout__side">
        {first ? <EmailPreview subject={values.subject} content={values.content} candidate={first} sender={user} /> : null}
        <RecipientList candidates={source.candidates} />
      </div>
    </div>
  );
}

export function ComposePage() {
  usePageTitle('Compose Outreach');
  const [searchParams] = useSearchParams();
  const outreachId = searchParams.get('outreachId');
  const { source, shouldRedirect, isLoading, error } = useComposeSource(outreachId);
  const isEditing = outreachId !== null;

  if (shouldRedirect) return <Navigate to={paths.outreachCandidates} replace />;
  const back = isEditing ? (
    <Link to={paths.outreachManagement} className="btn btn--secondary">
      Back to Management
    </Link>
  ) : (
    <Link to={paths.outreachCandidates} className="btn btn--secondary">
      Back to Selection
    </Link>
  );

  return (
    <div className="outreach-page">
      <PageHeader
        title={isEditing ? 'Edit Draft' : 'Compose Outreach'}
        subtitle="Write the message once; placeholders make it personal for each candidate."
        actions={back}
      />
      {isLoading ? <Spinner label="Loading…" /> : null}
      {!isLoading && !source ? <ErrorBox message={error ?? outreachMessages.composeLoadFailed} /> : null}
      {source ? <ComposeEditor key={isEditing ? outreachId : 'new'} source={source} /> : null}
    </div>
  );
}
