import type { EmailTemplate } from '@app/shared';
import { formatShortDate } from '../../format/dates';

type TemplateListProps = { templates: EmailTemplate[]; onEdit: (id: string) => void };

/** Name, subject, creator and created date of each saved template. */
export function TemplateList({ templates, onEdit }: TemplateListProps) {
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Subject</th>
          <th scope="col">Created by</th>
          <th scope="col">Created</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {templates.map((template) => (
          <tr key={template.id}>
            <td data-label="Name">
              <div className="data-table__stack">
                <span className="data-table__strong break-anywhere">{template.name}</span>
                {template.description ? <span className="muted break-anywhere">{template.description}</span> : null}
              </div>
            </td>
            <td data-label="Subject" className="break-anywhere">
              {template.subject}
            </td>
            <td data-label="Created by">{template.createdBy ? `${template.createdBy.firstName} ${template.createdBy.lastName}` : '—'}</td>
            <td data-label="Created">
              <time dateTime={template.createdAt}>{formatShortDate(template.createdAt)}</time>
            </td>
            <td data-label="Actions">
              <button type="button" className="btn btn--secondary btn--small" aria-label={`Edit ${template.name}`} onClick={() => onEdit(template.id)}>
                Edit
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
