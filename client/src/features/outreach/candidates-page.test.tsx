import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { candidate, storedSelection, storeSelection } from './test-support';

const maria = candidate();
const john = candidate({ email: 'john@example.com', fullName: 'John Park', title: 'Physical Therapist', location: 'Denver, CO', skills: ['Manual therapy', 'Gait training', 'Sports rehab', 'Dry needling', 'Orthopedics', 'Pilates', 'Ultrasound'] });
const lee = candidate({ email: 'lee@example.com', fullName: 'Lee Chen', title: 'Pharmacist', skills: ['Oncology'], unsubscribed: true });

function openPage(candidates = [maria, john, lee]) {
  mockApi({ ...signedInAs(), 'GET /outreach/candidates': { body: candidates } });
  return renderApp('/outreach/candidates');
}

const card = (name: string) => screen.getByLabelText(`Select ${name}`).closest('li')!;

describe('Candidates selection', () => {
  it('shows each candidate card with contact details, summary, five skills plus "+N more" and the source resume', async () => {
    openPage();

    await screen.findByLabelText('Select John Park');
    const johnCard = within(card('John Park'));
    expect(johnCard.getByText('Physical Therapist')).toBeInTheDocument();
    expect(johnCard.getByText('Denver, CO')).toBeInTheDocument();
    // Whole in the text (for copying) and the title (on hover); CSS cuts it with an ellipsis.
    expect(johnCard.getByText('john@example.com')).toHaveAttribute('title', 'john@example.com');
    expect(johnCard.getByText('john@example.com')).toHaveClass('email-address');
    expect(johnCard.getByText('(555) 123-4567')).toBeInTheDocument();
    expect(johnCard.getByRole('link', { name: 'linkedin.com/in/maria' })).toHaveAttribute('href', 'https://linkedin.com/in/maria');
    expect(johnCard.getByText('Registered nurse with 8 years in intensive care.')).toBeInTheDocument();
    const skills = johnCard.getByRole('list', { name: 'Skills of John Park' });
    expect(within(skills).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Manual therapy',
      'Gait training',
      'Sports rehab',
      'Dry needling',
      'Orthopedics',
      '+2 more',
    ]);
    expect(johnCard.getByText('From Maria Gonzalez.pdf')).toBeInTheDocument();
    expect(screen.getByText('0 of 3 selected')).toBeInTheDocument();
  });

  it('When a candidate was e-mailed in the last 30 days, then the card shows "Contacted" with the date and sender on hover', async () => {
    openPage([candidate({ ...maria, lastContact: { at: '2026-03-07T15:04:00Z', by: { firstName: 'Dana', lastName: 'Morgan' } } }), john]);

    await screen.findByLabelText('Select Maria Gonzalez');
    expect(within(card('Maria Gonzalez')).getByText('Contacted')).toHaveAttribute('title', 'E-mailed Mar 7 by Dana Morgan');
    expect(within(card('John Park')).queryByText('Contacted')).not.toBeInTheDocument();
  });

  it('When a candidate has unsubscribed, then the card says so and cannot be selected, not even by Select All', async () => {
    openPage();

    const checkbox = await screen.findByLabelText('Select Lee Chen');
    expect(checkbox).toBeDisabled();
    expect(within(card('Lee Chen')).getByText('Unsubscribed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(checkbox).not.toBeChecked();
    expect(screen.getByText('2 of 3 selected')).toBeInTheDocument();
  });

  it('searches name, e-mail, title and skills; Select All takes what the search shows; Deselect All clears', async () => {
    openPage();
    const search = await screen.findByLabelText('Search candidates');

    await userEvent.type(search, 'gait');
    expect(screen.queryByLabelText('Select Maria Gonzalez')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Select John Park')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'ICU');
    expect(screen.getByLabelText('Select Maria Gonzalez')).toBeInTheDocument();
    expect(screen.queryByLabelText('Select John Park')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getByText('1 of 3 selected')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'JOHN@example');
    await userEvent.click(screen.getByLabelText('Select John Park'));
    expect(screen.getByText('2 of 3 selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect(screen.getByText('0 of 3 selected')).toBeInTheDocument();
  });

  it('When nothing is selected, then Continue to Compose says "Please select at least one candidate" and stays', async () => {
    const { location } = openPage();
    await screen.findByLabelText('Select John Park');

    await userEvent.click(screen.getByRole('button', { name: 'Continue to Compose' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one candidate');
    expect(location().pathname).toBe('/outreach/candidates');
    expect(storedSelection()).toBeNull();
  });

  it('hands the selected candidates to Compose through session storage', async () => {
    const { location } = openPage();
    await userEvent.click(await screen.findByLabelText('Select John Park'));
    await userEvent.click(screen.getByLabelText('Select Maria Gonzalez'));

    await userEvent.click(screen.getByRole('button', { name: 'Continue to Compose' }));

    expect(location().pathname).toBe('/outreach/compose');
    expect(storedSelection()?.map((picked) => picked.email)).toEqual(['maria@example.com', 'john@example.com']);
    expect(storedSelection()?.[1]).toEqual(john);
  });

  it('When coming back from Compose, then the stored selection is still ticked', async () => {
    storeSelection([john]);
    openPage();

    expect(await screen.findByLabelText('Select John Park')).toBeChecked();
    expect(screen.getByLabelText('Select Maria Gonzalez')).not.toBeChecked();
    expect(screen.getByText('1 of 3 selected')).toBeInTheDocument();
  });

  it('When the candidates cannot be loaded, then the server text or "Failed to load candidates" is shown', async () => {
    mockApi({ ...signedInAs(), 'GET /outreach/candidates': { status: 500, body: '' } });
    renderApp('/outreach/candidates');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load candidates');
  });
});
