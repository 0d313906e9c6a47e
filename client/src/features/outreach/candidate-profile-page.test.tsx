import type { CandidateProfile } from '@app/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { candidate, candidatePages, storedSelection } from './test-support';

const maria = candidate({
  skills: ['Critical care', 'Epic EHR'],
  workExperience: [
    { title: 'ICU Nurse', company: 'St. Mary', duration: '2018 – Present', responsibilities: [] },
    { title: 'First Aid Instructor', company: 'Red Cross', duration: '2016 – 2018', responsibilities: [], isVolunteer: true },
  ],
  education: [{ degree: 'BSN', institution: 'State University', year: '2015' }],
});

function profile(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    candidate: maria,
    analysis: { certifications: ['BLS, American Heart Association'], keyAchievements: ['Cut line infections to zero'], careerLevel: 'senior', yearsOfExperience: 8.2, analysisModel: 'local-analyzer' },
    resumes: [
      { id: 'r2', originalFilename: 'Maria 2026.pdf', processingStatus: 'parsed', createdAt: '2026-03-01T10:00:00.000Z' },
      { id: 'r1', originalFilename: 'Maria 2024.pdf', processingStatus: 'processed', createdAt: '2024-05-02T10:00:00.000Z' },
    ],
    outreach: [
      { id: 'o2', subject: 'An ICU role', status: 'opened', createdAt: '2026-03-03T10:00:00.000Z', sentAt: '2026-03-04T10:00:00.000Z', sentBy: { firstName: 'Ada', lastName: 'Lovelace' } },
      { id: 'o1', subject: 'Night shifts', status: 'draft', createdAt: '2026-03-02T10:00:00.000Z', sentAt: null, sentBy: { firstName: 'Grace', lastName: 'Hopper' } },
    ],
    ...overrides,
  };
}

function openProfile(answer: Parameters<typeof mockApi>[0][string] = { body: profile() }) {
  const api = mockApi({
    ...signedInAs(),
    'GET /candidates/maria%40example.com': answer,
    'GET /outreach/candidates': candidatePages([maria]),
    'POST /candidates/search': { body: { results: [] } },
  });
  return { api, ...renderApp('/candidates/maria%40example.com') };
}

describe('Candidate profile', () => {
  it('shows the candidate, the analysis, every resume and every outreach with its status', async () => {
    openProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Gonzalez' })).toBeInTheDocument();
    expect(screen.getByText('ICU Nurse · Austin, TX')).toBeInTheDocument();
    expect(screen.getByText(/8.2 years of experience/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Certifications' })).getByText('BLS, American Heart Association')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Work experience' })).getByText('ICU Nurse · St. Mary · 2018 – Present')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Work experience' })).getByText('First Aid Instructor · Red Cross · 2016 – 2018 · Volunteer')).toBeInTheDocument();
    const resumes = within(screen.getByRole('list', { name: 'Resumes' }));
    expect(resumes.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Maria 2026.pdf', '/resumes?resume=r2'],
      ['Maria 2024.pdf', '/resumes?resume=r1'],
    ]);
    const outreach = within(screen.getByRole('list', { name: 'Outreach to this candidate' }));
    expect(outreach.getByRole('link', { name: 'An ICU role' })).toHaveAttribute('href', '/outreach/o2');
    expect(outreach.getByText('Opened')).toHaveClass('badge--purple');
    expect(outreach.getByText('Draft')).toHaveClass('badge--neutral');
    expect(outreach.getByText(/by Grace Hopper/)).toBeInTheDocument();
  });

  it('"E-mail candidate" opens Compose with this candidate selected', async () => {
    const { location } = openProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail candidate' }));

    expect(location().pathname).toBe('/outreach/compose');
    expect(storedSelection()).toEqual([maria]);
  });

  it('"Find similar candidates" opens the match with their title and top skills', async () => {
    const { location } = openProfile();
    await userEvent.click(await screen.findByRole('link', { name: 'Find similar candidates' }));

    expect(location().pathname).toBe('/outreach/candidates');
    expect(new URLSearchParams(location().search).get('match')).toBe('ICU Nurse, Critical care, Epic EHR');
  });

  it('When the candidate has unsubscribed, then they cannot be e-mailed from here', async () => {
    openProfile({ body: profile({ candidate: { ...maria, unsubscribed: true } }) });

    expect(await screen.findByRole('button', { name: 'E-mail candidate' })).toBeDisabled();
    expect(screen.getByText('This candidate has unsubscribed and cannot be contacted.')).toBeInTheDocument();
  });

  it('When the address is no candidate of the organisation, then it says "Candidate Not Found"', async () => {
    openProfile({ status: 404, body: { message: 'Candidate not found' } });

    expect(await screen.findByRole('heading', { name: 'Candidate Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Candidates' })).toHaveAttribute('href', '/outreach/candidates');
  });

  it('When the page cannot be loaded, then the server text or "Failed to load candidate" is shown', async () => {
    openProfile({ status: 500, body: '' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load candidate');
  });

  it('is reached from a card of the Candidates page', async () => {
    mockApi({ ...signedInAs(), 'GET /outreach/candidates': candidatePages([maria]), 'GET /candidates/maria%40example.com': { body: profile() } });
    const { location } = renderApp('/outreach/candidates');

    await userEvent.click(await screen.findByRole('link', { name: 'View profile of Maria Gonzalez' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Analysis' })).toBeInTheDocument();
    expect(location().pathname).toBe('/candidates/maria%40example.com');
  });
});
