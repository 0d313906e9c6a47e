import type { ActivityItem } from '@app/shared';
import { useId, useState } from 'react';
import { ErrorBox } from '../../components/error-box';
import { Pagination } from '../../components/pagination';
import { Spinner } from '../../components/spinner';
import { dataRightsMessages } from './messages';
import { useActivity } from './use-data-rights';

const EVENT_LABELS: Record<ActivityItem['event'], string> = {
  'candidate.exported': 'Exported candidate data',
  'candidate.erased': 'Erased a candidate',
  'resume.deleted': 'Deleted a resume',
  'retention.ran': 'Retention run',
  'retention.changed': 'Changed the retention rule',
  'outreach.bulk_sent': 'Sent drafts in bulk',
};

const WHO_ELSE: Record<ActivityItem['via'], string> = { app: 'Unknown user', admin: 'Administrator (command line)', retention: 'Retention rule' };

// The database keeps an event's detail as jsonb, which orders keys by length, not as written:
// the counts are shown in this order (the biggest thing first, the reference last) whatever it sends.
const DETAIL_ORDER = ['resumes', 'outreach', 'documents', 'files', 'messages', 'months', 'candidates', 'reference'];
const placeOf = (key: string) => (DETAIL_ORDER.includes(key) ? DETAIL_ORDER.indexOf(key) : DETAIL_ORDER.length - 1);

/** The counts an event kept ("resumes: 2, outreach: 1"); the reference names a person without their address. */
function describe(detail: ActivityItem['detail']): string {
  return Object.entries(detail)
    .sort(([a], [b]) => placeOf(a) - placeOf(b))
    .map(([key, value]) => `${key}: ${value ?? 'off'}`)
    .join(', ');
}

/** Who did what with candidates' data, newest first, for the whole organisation. */
export function ActivityList() {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { activity, isLoading, error } = useActivity(page);

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        Activity
      </h2>
      {isLoading ? <Spinner label="Loading activity…" /> : null}
      <ErrorBox message={error} />
      {activity && activity.items.length === 0 ? <p className="muted">{dataRightsMessages.noActivity}</p> : null}
      {activity && activity.items.length > 0 ? (
        <table className="activity-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">How many</th>
            </tr>
          </thead>
          <tbody>
            {activity.items.map((item) => (
              <tr key={item.id}>
                <td>{new Date(item.createdAt).toLocaleString()}</td>
                <td>{item.actor ?? WHO_ELSE[item.via]}</td>
                <td>{EVENT_LABELS[item.event]}</td>
                <td>{describe(item.detail)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {activity && activity.pagination.totalPages > 1 ? (
        <Pagination currentPage={page} totalPages={activity.pagination.totalPages} onPageChange={setPage} label="Activity pages" />
      ) : null}
    </section>
  );
}
