import { useState } from 'react';
import { ErrorBox } from '../../components/error-box';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../layout/use-page-title';
import { TemplateForm } from './template-form';
import { TemplateList } from './template-list';
import { useSaveTemplate, useTemplate, useTemplates } from './use-templates';
import './outreach.css';

type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

type TemplateEditorProps = { editing: NonNullable<Editing>; onSaved: (message: string) => void; onClose: () => void };

/** The open form: a new template, or a saved one read fresh before it is edited. */
function TemplateEditor({ editing, onSaved, onClose }: TemplateEditorProps) {
  const id = editing.kind === 'edit' ? editing.id : null;
  const { template, isLoading, error } = useTemplate(id);
  const saving = useSaveTemplate(() => onSaved(id ? 'Template updated' : 'Template created'));

  if (isLoading) return <Spinner label="Loading template…" />;
  if (id && !template) return <ErrorBox message={error} />;
  return (
    <TemplateForm
      key={id ?? 'new'}
      template={template ?? null}
      isSaving={saving.isSaving}
      error={saving.error}
      onSave={(input) => saving.save(id, input)}
      onCancel={onClose}
    />
  );
}

export function TemplatesPage() {
  usePageTitle('Templates Management');
  const { templates, isLoading, error } = useTemplates();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const open = (next: NonNullable<Editing>) => {
    setNotice(null);
    setEditing(next);
  };

  return (
    <div className="outreach-page">
      <PageHeader
        title="Templates Management"
        subtitle="Reusable outreach e-mails for your team, personalised with placeholders."
        actions={
          <button type="button" className="btn btn--primary" onClick={() => open({ kind: 'new' })}>
            Create New
          </button>
        }
      />
      <div className="stack">
        {editing ? (
          <section className="card">
            <TemplateEditor
              key={editing.kind === 'edit' ? editing.id : 'new'}
              editing={editing}
              onSaved={(message) => {
                setEditing(null);
                setNotice(message);
              }}
              onClose={() => setEditing(null)}
            />
          </section>
        ) : null}
        {notice ? <Notice tone="success">{notice}</Notice> : null}
        <section className="card" aria-label="Templates">
          <ErrorBox message={error} />
          {isLoading ? <Spinner label="Loading templates…" /> : null}
          {!isLoading && !error && templates.length === 0 ? (
            <div className="empty-state">
              <p className="empty-state__title">No templates yet</p>
              <p className="muted">Create one to start every outreach from a message that already reads well.</p>
            </div>
          ) : null}
          {templates.length > 0 ? <TemplateList templates={templates} onEdit={(id) => open({ kind: 'edit', id })} /> : null}
        </section>
      </div>
    </div>
  );
}
