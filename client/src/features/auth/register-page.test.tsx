import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { healthcareUser, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret1!x');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('Register', () => {
  it('shows the password checklist live and has no blocking check', async () => {
    mockApi({});
    renderApp('/register');

    await userEvent.type(screen.getByLabelText('Password'), 'abc');

    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    expect(screen.getByText('One lowercase letter').closest('li')).toHaveAttribute('data-met', 'true');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('When verification is required, then /verify-email opens with the e-mail, expiry and entered data', async () => {
    const expiresAt = new Date(Date.now() + 600_000).toISOString();
    const api = mockApi({
      'POST /auth/register': { status: 201, body: { requiresVerification: true, email: 'ada@example.com', expiresAt, message: 'sent' } },
    });
    const app = renderApp('/register');

    await fillAndSubmit();

    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeInTheDocument();
    expect(app.location().state).toEqual({
      email: 'ada@example.com',
      expiresAt,
      registrationData: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', tenantName: 'Healthcare' },
    });
    expect(api.callsTo('POST', '/auth/register')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'Secret1!x',
      tenantName: 'Healthcare',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('When no verification is required, then the user is signed in and lands on the dashboard', async () => {
    mockApi({
      'POST /auth/register': { status: 201, body: { requiresVerification: false, accessToken: 'tok' } },
      'GET /auth/me': { body: healthcareUser },
    });
    renderApp('/register');

    await fillAndSubmit();

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('When registration fails, then the server text or the fallback shows', async () => {
    mockApi({ 'POST /auth/register': { status: 500, body: '' } });
    renderApp('/register');

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });

  it('When registration failed and the e-mail is corrected, then the message goes', async () => {
    mockApi({ 'POST /auth/register': { status: 409, body: { message: 'An account with this email already exists' } } });
    renderApp('/register');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'x');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
