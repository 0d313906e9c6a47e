import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { healthcareUser, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

async function fillAndSubmit(tenant?: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret1!x');
  if (tenant) await user.selectOptions(screen.getByLabelText('Organization'), tenant);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('Login', () => {
  it('offers the two tenants with Healthcare selected, and links to reset and sign-up', () => {
    mockApi({});
    renderApp('/login');

    const select = screen.getByLabelText('Organization');
    expect(select).toHaveValue('Healthcare');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Healthcare', 'Capital Holdings']);
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('When the credentials are right, then the token is stored and the dashboard opens', async () => {
    const api = mockApi({
      'POST /auth/login': { body: { requiresTwoFactor: false, accessToken: 'tok' } },
      'GET /auth/me': { body: { ...healthcareUser, tenant: 'Capital Holdings' } },
    });
    const app = renderApp('/login');

    await fillAndSubmit('Capital Holdings');

    expect(await screen.findByRole('heading', { name: 'Capital Holdings Dashboard' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe('tok');
    expect(api.callsTo('POST', '/auth/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'Secret1!x',
      tenantName: 'Capital Holdings',
    });
  });

  it('When two-factor is required, then no token is stored and /verify-2fa opens with e-mail and tenant', async () => {
    mockApi({
      'POST /auth/login': {
        body: { requiresTwoFactor: true, email: 'ada@example.com', tenantName: 'Healthcare', message: 'sent' },
      },
    });
    const app = renderApp('/login');

    await fillAndSubmit();

    expect(await screen.findByText('Code expires in 5 minutes')).toBeInTheDocument();
    expect(app.location()).toMatchObject({
      pathname: '/verify-2fa',
      state: { email: 'ada@example.com', tenantName: 'Healthcare' },
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('When the account is not verified yet, then /verify-email opens with the new expiry and an empty registration', async () => {
    const expiresAt = new Date(Date.now() + 600_000).toISOString();
    mockApi({
      'POST /auth/login': {
        status: 403,
        body: { message: 'Please verify your email first.', requiresVerification: true, email: 'ada@example.com', expiresAt },
      },
    });
    const app = renderApp('/login');

    await fillAndSubmit();

    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeInTheDocument();
    expect(app.location().state).toEqual({ email: 'ada@example.com', expiresAt, registrationData: null });

    await userEvent.click(screen.getByRole('button', { name: 'Back to Registration' }));
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('When the server refuses, then its message shows in the red box', async () => {
    mockApi({ 'POST /auth/login': { status: 401, body: { message: 'Invalid email, password or tenant.' } } });
    renderApp('/login');

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email, password or tenant.');
  });

  it('When the call fails without a message, then the spec fallback shows', async () => {
    mockApi({ 'POST /auth/login': { status: 500, body: '' } });
    renderApp('/login');

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  });

  it('When the sign-in failed and the user corrects a field, then the message goes at once', async () => {
    mockApi({ 'POST /auth/login': { status: 401, body: { message: 'Invalid email, password or tenant.' } } });
    renderApp('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Password'), '2');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
