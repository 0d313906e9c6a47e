import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { healthcareUser, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const START = Date.parse('2026-03-01T12:00:00.000Z');
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

const registrationData = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', tenantName: 'Capital Holdings' };

function openVerifyEmail(expiresAt?: string) {
  return renderApp({ pathname: '/verify-email', state: { email: 'ada@example.com', expiresAt, registrationData } });
}

function tick(seconds: number) {
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });
}

const countdown = () => screen.getByText(/Code expires in/);
const resendButton = () => screen.getByRole('button', { name: 'Resend Code' });

describe('Verify email countdown and resend', () => {
  beforeEach(() => {
    // Real time keeps flowing for Testing Library's polling; the test moves the clock itself.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: START });
  });

  it('When a code comes with an expiry, then the countdown starts from it and shows m:ss', () => {
    mockApi({});
    openVerifyEmail(inSeconds(600));

    expect(countdown()).toHaveTextContent('Code expires in 10:00');
    tick(1);
    expect(countdown()).toHaveTextContent('Code expires in 9:59');
    tick(70);
    expect(countdown()).toHaveTextContent('Code expires in 8:49');
  });

  it('When no expiry was returned, then the countdown starts at 10:00', () => {
    mockApi({});
    openVerifyEmail();

    expect(countdown()).toHaveTextContent('Code expires in 10:00');
  });

  it('When 60 seconds or less remain, then the countdown turns red', () => {
    mockApi({});
    openVerifyEmail(inSeconds(62));

    expect(countdown()).toHaveAttribute('data-urgent', 'false');
    tick(1);
    expect(countdown()).toHaveTextContent('1:01');
    expect(countdown()).toHaveAttribute('data-urgent', 'false');
    tick(1);
    expect(countdown()).toHaveTextContent('1:00');
    expect(countdown()).toHaveAttribute('data-urgent', 'true');
    expect(countdown()).toHaveClass('is-urgent');
  });

  it('When the code runs out, then the screen says it expired', () => {
    mockApi({});
    openVerifyEmail(inSeconds(3));

    tick(3);
    expect(screen.getByText('Code expired. Please request a new one.')).toBeInTheDocument();
  });

  it('When less than 60 seconds have passed, then Resend Code is disabled; from 60 s on it is enabled', () => {
    mockApi({});
    openVerifyEmail(inSeconds(600));

    expect(resendButton()).toBeDisabled();
    expect(screen.getByText('(available in 1:00)')).toBeInTheDocument();
    tick(59);
    expect(resendButton()).toBeDisabled();
    expect(screen.getByText('(available in 0:01)')).toBeInTheDocument();
    tick(1);
    expect(resendButton()).toBeEnabled();
    expect(screen.queryByText(/available in/)).not.toBeInTheDocument();
  });

  it('When a code is resent, then the countdown restarts from the new expiry and resend waits again', async () => {
    const api = mockApi({
      'POST /auth/resend-verification': () => ({ body: { expiresAt: inSeconds(600), message: 'sent' } }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    openVerifyEmail(inSeconds(600));

    tick(200);
    expect(countdown()).toHaveTextContent('6:40');
    await user.click(resendButton());

    expect(await screen.findByText('New verification code sent to your email!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/resend-verification')[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(countdown()).toHaveTextContent('10:00');
    expect(resendButton()).toBeDisabled();
  });

  it('When a resend is refused, then the server text shows in the red box', async () => {
    mockApi({
      'POST /auth/resend-verification': { status: 429, body: { message: 'Please wait a minute before asking for a new code.' } },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    openVerifyEmail(inSeconds(600));

    tick(60);
    await user.click(resendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a minute before asking for a new code.');
  });

  it('When the right code is entered, then the token is stored and the dashboard opens', async () => {
    const api = mockApi({
      'POST /auth/verify-email': { body: { accessToken: 'fresh-token' } },
      'GET /auth/me': { body: healthcareUser },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const app = openVerifyEmail(inSeconds(600));

    await user.type(screen.getByLabelText('Verification code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(api.callsTo('POST', '/auth/verify-email')[0]?.body).toEqual({ email: 'ada@example.com', code: '1234' });
  });

  it('When the code is wrong, then the server text shows; without a text the fallback does', async () => {
    let reply = { status: 400, body: { message: 'Code expired. Please request a new one.' } as unknown };
    mockApi({ 'POST /auth/verify-email': () => reply });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    openVerifyEmail(inSeconds(600));

    await user.type(screen.getByLabelText('Verification code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Code expired. Please request a new one.');

    reply = { status: 400, body: '' };
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Invalid code$/));
  });

  it('When the code was wrong and a digit is changed, then the message goes', async () => {
    mockApi({ 'POST /auth/verify-email': { status: 400, body: '' } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    openVerifyEmail(inSeconds(600));
    await user.type(screen.getByLabelText('Verification code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');

    await user.type(screen.getByLabelText('Verification code'), '{Backspace}');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('When going back to registration, then the form is filled with what was entered', async () => {
    mockApi({});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const app = openVerifyEmail(inSeconds(600));

    await user.click(screen.getByRole('button', { name: 'Back to Registration' }));

    expect(app.location().pathname).toBe('/register');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Organization')).toHaveValue('Capital Holdings');
    // The password is never kept in history state, so it is typed again.
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
