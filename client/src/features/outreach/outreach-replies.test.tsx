import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { outreach } from './test-support';

const repliesPanel = () => screen.getByRole('region', { name: 'Email Replies' });
const reply = {
  id: 'r1',
  fromAddress: 'maria@example.com',
  fromName: 'Maria Gonzalez',
  subject: 'Re: Hello Maria Gonzalez',
  text: 'Yes, I am interested!\nCall me on Friday.',
  html: '<div>Yes, I am interested!</div>',
  attachments: [{ filename: 'cv.pdf', contentType: 'application/pdf', size: 2048 }],
  isAutoReply: false,
  sentAt: '2026-03-08T09:15:00Z',
  createdAt: '2026-03-08T09:15:05Z',
};

describe('Email Replies on the outreach detail', () => {
  it('When a mailbox is read and the candidate answered, then the answer shows with its sender, text and attachments', async () => {
    mockApi({
      ...signedInAs(),
      'GET /outreach/o1': {
        body: outreach({
          status: 'replied',
          sentAt: '2026-03-07T15:04:00Z',
          repliesTracked: true,
          replies: [reply, { ...reply, id: 'r2', text: '', html: '<p>Only <a href="https://example.com">HTML</a></p>', subject: 'Automatic reply: away', isAutoReply: true, attachments: [] }],
          events: [{ id: 'e1', type: 'replied', createdAt: '2026-03-08T09:15:05Z', detail: null }],
        }),
      },
    });
    renderApp('/outreach/o1');

    const items = within(await screen.findByRole('region', { name: 'Email Replies' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Maria Gonzalez <maria@example.com>');
    expect(items[0]).toHaveTextContent('Re: Hello Maria Gonzalez');
    expect(within(items[0]!).getByText(/Yes, I am interested!\s+Call me on Friday\./)).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('cv.pdf (2.0 KB)');
    expect(items[1]).toHaveTextContent('Automatic reply');
    expect(within(items[1]!).getByRole('link', { name: 'HTML' })).toHaveAttribute('href', 'https://example.com');
    expect(within(repliesPanel()).queryByText('Reply functionality coming soon')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Activity' })).getByText('Candidate replied')).toBeInTheDocument();
  });

  it('When a mailbox is read but nothing came back yet, then the panel says so', async () => {
    mockApi({ ...signedInAs(), 'GET /outreach/o1': { body: outreach({ status: 'delivered', repliesTracked: true, replies: [] }) } });
    renderApp('/outreach/o1');
    expect(await within(await screen.findByRole('region', { name: 'Email Replies' })).findByText('No replies yet')).toBeInTheDocument();
  });

  it('When no mailbox is read, then the panel keeps the placeholder of the spec', async () => {
    mockApi({ ...signedInAs(), 'GET /outreach/o1': { body: outreach({ status: 'delivered', repliesTracked: false }) } });
    renderApp('/outreach/o1');
    expect(await within(await screen.findByRole('region', { name: 'Email Replies' })).findByText('Reply functionality coming soon')).toBeInTheDocument();
  });
});
