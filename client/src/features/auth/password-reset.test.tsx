import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('Forgot password', () => {
  it('When an address is sent, then the neutral message shows', async () => {
    const api = mockApi({ 'POST /auth/forgot-password': { body: { message: 'whatever' } } });
    renderApp('/forgot-password');

    await userEvent.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('If the email exists, a reset link was sent. Please check your inbox.')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ email: 'nobody@example.com' });
  });

  it('When the request fails, then the fallback shows', async () => {
    mockApi({ 'POST /auth/forgot-password': { status: 503, body: '' } });
    renderApp('/forgot-password');

    await userEvent.type(screen.getByLabelText('Email'), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to request reset. Please try again.');
  });

  it('When the request failed and the address is edited, then the message goes', async () => {
    mockApi({ 'POST /auth/forgot-password': { status: 503, body: '' } });
    renderApp('/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'x');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Reset password', () => {
  it('When the link has no token, then it says the link is invalid', () => {
    mockApi({});
    renderApp('/reset-password');

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid reset link. Please request a new password reset.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('When the rules are not met or the fields differ, then submit stays disabled with the spec messages', async () => {
    mockApi({});
    renderApp('/reset-password?token=abc');
    const submit = screen.getByRole('button', { name: 'Reset password' });
    expect(submit).toBeDisabled();

    await userEvent.type(screen.getByLabelText('New password'), 'weak');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'weak');
    expect(screen.getByText('Password does not meet requirements')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Strong1!pass');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Strong1!pass');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('When the reset succeeds, then the success text shows and /login opens after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ 'POST /auth/reset-password': { body: { message: 'done' } } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const app = renderApp('/reset-password?token=abc');

    await user.type(screen.getByLabelText('New password'), 'Strong1!pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'Strong1!pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Password reset successful! Redirecting to login...')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ token: 'abc', newPassword: 'Strong1!pass' });
    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(app.location().pathname).toBe('/reset-password');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(app.location().pathname).toBe('/login');
  });

  it('When the token is refused, then the server text shows', async () => {
    mockApi({ 'POST /auth/reset-password': { status: 400, body: { message: 'Invalid reset token' } } });
    renderApp('/reset-password?token=used');

    await userEvent.type(screen.getByLabelText('New password'), 'Strong1!pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Strong1!pass');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid reset token');
  });

  it('When the reset failed and a password is edited, then the message goes', async () => {
    mockApi({ 'POST /auth/reset-password': { status: 500, body: '' } });
    renderApp('/reset-password?token=abc');
    await userEvent.type(screen.getByLabelText('New password'), 'Strong1!pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Strong1!pass');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password');

    await userEvent.type(screen.getByLabelText('Confirm new password'), '{Backspace}s');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
