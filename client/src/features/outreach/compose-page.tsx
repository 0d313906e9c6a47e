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
import { BlockedWarning, ContactedWarning } from './contacted-warning';
import { EmailPreview } from './email-preview';
import { outreachMessages } from './messages';
import { isDraft } from './outreach-status';
import { blockedRecipientsOf, recentContactsOf } from './recipient-warnings';
import { RecipientList } from './recipient-list';
import { SendChoiceDialog } from './send-choice-dialog';
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
  if (busy.action === 'queue' && busy.done === busy.total) return 'Queueing for sending…';
  return busy.total > 1 ? `Saving ${busy.done} of ${busy.total}…` : 'Saving…';
}

function ComposeEditor({ source }: { source: ComposeSource }) {
  const { user } = useAuth();
  const templates = useTemplates();
  const [values, setValues] = useState(() => initialValues(source));
  const actions = useComposeActions(source);
  const recentContacts = recentContactsOf(source.candidates);
  const blockedRecipients = blockedRecipientsOf(source.candidates);
  const [isChoosing, setIsChoosing] = useState(false);
  const isEditing = source.kind === 'edit';
  const canAct = !actions.busy && (!isEditing || isDraft(source.outreach));
  const first = source.candidates[0];
  const count = source.candidates.length;

  // With several recipients Send Email never goes out unasked: it reaches the first one only.
  function pressSend() {
    if (count > 1) {
      if (actions.isValid(values)) setIsChoosing(true);
      return;
    }
    actions.send(values);
  }
  const choose = (action: (values: ComposeValues) => void) => () => {
    setIsChoosing(false);
    action(values);
  };

  return (
    <div className="compose-layout">
      <section className="card compose-layout__form" aria-label="Message">
        <ComposeForm
          values={values}
          onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
          templates={templates.templates}
          isLoadingTemplates={templates.isLoading}
        />
        <BlockedWarning recipients={blockedRecipients} />
        <ContactedWarning contacts={recentContacts} />
        <ErrorBox message={templates.error} />
        {isEditing && !isDraft(source.outreach) ? <ErrorBox message="Only drafts can be edited" /> : null}
        <ErrorBox message={actions.fieldsError(values) ?? actions.error} />
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
          <button type="button" className="btn btn--primary" disabled={!canAct} onClick={pressSend}>
            Send Email
          </button>
        </div>
        {isChoosing && first ? (
          <SendChoiceDialog
            first={first}
            count={count}
            onSendFirst={choose(actions.send)}
            onSendAll={choose(actions.sendToAll)}
            onCancel={() => setIsChoosing(false)}
          />
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
