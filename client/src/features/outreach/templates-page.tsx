import { useState } from 'react';
import { ErrorBox } from '../../components/error-box';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../layout/use-page-title';
import { TemplateForm } from './template-form';
import { TemplateList } from './template-list';
import { useSaveTemplate, useTemplate, useTemplates } from './use-templates';
import './outreach.css';

type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

/** The open form: a new template, or a saved one read fresh before it is edited. */
function TemplateEditor({ editing, onClose }: { editing: NonNullable<Editing>; onClose: () => void }) {
  const id = editing.kind === 'edit' ? editing.id : null;
  const { template, isLoading, error } = useTemplate(id);
  const saving = useSaveTemplate(onClose);

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

  return (
    <div className="outreach-page">
      <PageHeader
        title="Templates Management"
        subtitle="Reusable outreach e-mails for your team, personalised with placeholders."
        actions={
          <button type="button" className="btn btn--primary" onClick={() => setEditing({ kind: 'new' })}>
            Create New
          </button>
        }
      />
      <div className="stack">
        {editing ? (
          <section className="card">
            <TemplateEditor key={editing.kind === 'edit' ? editing.id : 'new'} editing={editing} onClose={() => setEditing(null)} />
          </section>
        ) : null}
        <section className="card" aria-label="Templates">
          <ErrorBox message={error} />
          {isLoading ? <Spinner label="Loading templates…" /> : null}
          {!isLoading && !error && templates.length === 0 ? (
            <div className="empty-state">
              <p className="empty-state__title">No templates yet</p>
              <p className="muted">Create one to start every outreach from a message that already reads well.</p>
            </div>
          ) : null}
          {templates.length > 0 ? <TemplateList templates={templates} onEdit={(id) => setEditing({ kind: 'edit', id })} /> : null}
        </section>
      </div>
    </div>
  );
}
