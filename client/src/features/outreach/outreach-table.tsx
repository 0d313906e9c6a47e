import type { ListedOutreach } from '@app/shared';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../components/status-badge';
import { formatShortDate } from '../../format/dates';
import { outreachComposePath, outreachDetailPath } from '../../paths';
import { statusLabel } from '../../format/text';
import { EmailAddress } from './email-address';
import { isDraft, outreachStatusTone } from './outreach-status';

type OutreachTableProps = {
  outreaches: ListedOutreach[];
  isSelected: (id: string) => boolean;
  onToggle: (id: string) => void;
};

/** Recipient, Subject (as the recipient gets it), Status, Date (sent, else created) and Actions; a card per row on a phone. */
export function OutreachTable({ outreaches, isSelected, onToggle }: OutreachTableProps) {
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Select</span>
          </th>
          <th scope="col">Recipient</th>
          <th scope="col">Subject</th>
          <th scope="col">Status</th>
          <th scope="col">Date</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {outreaches.map((outreach) => {
          const date = outreach.sentAt ?? outreach.createdAt;
          return (
            <tr key={outreach.id}>
              <td className="data-table__select">
                {isDraft(outreach) ? (
                  <input
                    type="checkbox"
                    aria-label={`Select the draft to ${outreach.recipientName}`}
                    checked={isSelected(outreach.id)}
                    onChange={() => onToggle(outreach.id)}
                  />
                ) : null}
              </td>
              <td data-label="Recipient">
                <div className="data-table__stack">
                  <span className="data-table__strong break-anywhere">{outreach.recipientName}</span>
                  <EmailAddress email={outreach.recipientEmail} className="muted" />
                </div>
              </td>
              <td data-label="Subject" className="break-anywhere">
                {/* As the recipient gets it; Edit (drafts) shows the template. */}
                {outreach.rendered.subject}
              </td>
              <td data-label="Status">
                <StatusBadge tone={outreachStatusTone(outreach.status)}>{statusLabel(outreach.status)}</StatusBadge>
              </td>
              <td data-label="Date">
                <time dateTime={date}>{formatShortDate(date)}</time>
              </td>
              <td data-label="Actions">
                {isDraft(outreach) ? (
                  <Link to={outreachComposePath(outreach.id)} className="btn btn--secondary btn--small" aria-label={`Edit the draft to ${outreach.recipientName}`}>
                    Edit
                  </Link>
                ) : (
                  <Link to={outreachDetailPath(outreach.id)} className="btn btn--secondary btn--small" aria-label={`View the e-mail to ${outreach.recipientName}`}>
                    View
                  </Link>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
