import type { DashboardData } from '@app/shared';
import { type BadgeTone, StatusBadge } from '../../components/status-badge';
import { statusLabel } from '../../format/text';
import { documentStatusTone } from '../documents/document-display';
import { outreachStatusTone } from '../outreach/outreach-status';
import { listStatusTone } from '../resumes/resume-status';
import { formatDayAndTime } from './dashboard-format';

type Item = { id: string; name: string; status: string; createdAt: string };

function RecentList({ title, items, empty, tone }: { title: string; items: Item[]; empty: string; tone: (status: string) => BadgeTone }) {
  return (
    <section className="recent-list" aria-label={title}>
      <h3 className="recent-list__title">{title}</h3>
      {items.length === 0 ? (
        <p className="recent-list__empty">{empty}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.id} className="recent-list__item">
              <div className="recent-list__text">
                <span className="recent-list__name" title={item.name}>
                  {item.name}
                </span>
                <time dateTime={item.createdAt}>{formatDayAndTime(item.createdAt)}</time>
              </div>
              <StatusBadge tone={tone(item.status)}>{statusLabel(item.status)}</StatusBadge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function RecentActivity({ recent }: { recent: DashboardData['recentActivity'] }) {
  return (
    <div className="recent-activity">
      <RecentList
        title="Recent Resumes"
        items={recent.resumes.map((r) => ({ ...r, name: r.filename }))}
        empty="No recent resumes"
        tone={listStatusTone}
      />
      <RecentList
        title="Recent Outreach"
        items={recent.outreach.map((o) => ({ ...o, name: o.recipient }))}
        empty="No recent outreach"
        tone={outreachStatusTone}
      />
      <RecentList
        title="Recent Documents"
        items={recent.documents.map((d) => ({ ...d, name: d.title }))}
        empty="No recent documents"
        tone={documentStatusTone}
      />
    </div>
  );
}
