import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { healthcareUser, mockApi, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

// Settings > Activity: the retention rule and the audit trail of candidates' data (issue 22).

const { id: _id, ...profile } = healthcareUser;
const page = (items: unknown[]) => ({
  items,
  pagination: { totalItems: items.length, totalPages: 1, currentPage: 1, itemsPerPage: 20, hasPrevPage: false, hasNextPage: false },
});

function mockActivity(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedInAs(),
    'GET /users/profile': { body: profile },
    'GET /privacy/retention': { body: { months: null } },
    'GET /privacy/retention/preview?months=24': { body: { months: 24, candidates: 3 } },
    'GET /privacy/retention/preview?months=6': { body: { months: 6, candidates: 11 } },
    'GET /privacy/activity?page=1&limit=20': { body: page([]) },
    ...routes,
  });
}

describe('Settings: Activity', () => {
  it('When the tab opens, then who exported and erased what shows, with counts in a fixed order and never an address', async () => {
    // The detail's keys as the server sends them: jsonb orders them by length, not as written.
    mockActivity({
      'GET /privacy/activity?page=1&limit=20': {
        body: page([
          { id: 'a1', event: 'candidate.erased', createdAt: '2026-11-24T10:00:00.000Z', actor: 'Ada Lovelace <ada@example.com>', via: 'app', detail: { files: 2, resumes: 2, outreach: 1, reference: 'ab12cd34ef56' } },
          { id: 'a2', event: 'retention.ran', createdAt: '2026-11-23T10:00:00.000Z', actor: null, via: 'retention', detail: { months: 24, candidates: 0 } },
        ]),
      },
    });
    renderApp('/settings?tab=activity');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Erased a candidate')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Ada Lovelace <ada@example.com>')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('resumes: 2, outreach: 1, files: 2, reference: ab12cd34ef56')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Retention rule')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
  });

  it('When nothing happened yet, then the list says so', async () => {
    mockActivity();
    renderApp('/settings?tab=activity');
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });

  it('When a number of months is chosen, then the count it would erase shows before it is turned on, and turning it on saves it', async () => {
    const api = mockActivity({ 'PUT /privacy/retention': { body: { months: 6 } } });
    renderApp('/settings?tab=activity');

    expect(await screen.findByText('Off: candidates are kept until someone erases them.')).toBeInTheDocument();
    expect(await screen.findByText('If it ran today, 3 candidates would be erased.')).toBeInTheDocument();
    const months = screen.getByLabelText('Erase candidates with no activity for (months)');
    await userEvent.clear(months);
    await userEvent.type(months, '6');
    expect(await screen.findByText('If it ran today, 11 candidates would be erased.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/privacy/retention')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    await waitFor(() => expect(api.callsTo('PUT', '/privacy/retention')[0]?.body).toEqual({ months: 6 }));
    expect(await screen.findByText('On: candidates with no activity for 6 months are erased daily.')).toBeInTheDocument();
  });

  it('When the months are not a whole number from 1 to 120, then nothing can be turned on', async () => {
    mockActivity();
    renderApp('/settings?tab=activity');
    await screen.findByText('Off: candidates are kept until someone erases them.');
    const months = screen.getByLabelText('Erase candidates with no activity for (months)');
    await userEvent.clear(months);
    await userEvent.type(months, '0');
    expect(screen.getByText('Enter a whole number of months from 1 to 120.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeDisabled();
  });
});
