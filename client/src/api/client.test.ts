import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { forgotPassword, getCurrentUser, login, resetPassword } from './auth';
import { ApiError, apiRequest, errorMessage } from './client';

describe('apiRequest', () => {
  it('When a token is stored, then calls send it as a bearer header with a JSON content type', async () => {
    localStorage.setItem('token', 'abc.def');
    const api = mockApi({ 'GET /auth/me': { body: { id: 'u1' } } });

    await getCurrentUser();

    const [call] = api.calls;
    expect(call?.headers.get('Authorization')).toBe('Bearer abc.def');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
  });

  it('When no token is stored, then no Authorization header is sent', async () => {
    const api = mockApi({ 'POST /auth/login': { body: { requiresTwoFactor: false, accessToken: 't' } } });

    await login({ email: 'a@b.c', password: 'x', tenantName: 'Healthcare' });

    expect(api.calls[0]?.headers.has('Authorization')).toBe(false);
    expect(api.calls[0]?.body).toEqual({ email: 'a@b.c', password: 'x', tenantName: 'Healthcare' });
  });

  it('When calling the two password-reset endpoints, then no bearer token is sent even if one is stored', async () => {
    localStorage.setItem('token', 'abc.def');
    const api = mockApi({
      'POST /auth/forgot-password': { body: { message: 'ok' } },
      'POST /auth/reset-password': { body: { message: 'ok' } },
    });

    await forgotPassword({ email: 'a@b.c' });
    await resetPassword({ token: 'r', newPassword: 'Secret1!' });

    expect(api.calls).toHaveLength(2);
    for (const call of api.calls) expect(call.headers.has('Authorization')).toBe(false);
  });

  it('When the server answers with a JSON message, then the error message is that sentence and the body stays raw', async () => {
    mockApi({ 'POST /auth/verify-email': { status: 400, body: { message: 'Invalid code' } } });

    const error = await apiRequest('/auth/verify-email', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid code', body: '{"message":"Invalid code"}' });
  });

  it('When the error body is not JSON, then the raw text is the message', async () => {
    mockApi({ 'GET /auth/me': { status: 502, body: 'Bad gateway from proxy' } });

    const error = await getCurrentUser().catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 502, message: 'Bad gateway from proxy', body: 'Bad gateway from proxy' });
  });

  it('When the error body is JSON without a message, then the raw text is kept as the message', async () => {
    mockApi({ 'GET /auth/me': { status: 500, body: { error: 'boom' } } });

    const error = await getCurrentUser().catch((e: unknown) => e);

    expect((error as ApiError).message).toBe('{"error":"boom"}');
    expect((error as ApiError).data).toEqual({ error: 'boom' });
  });

  it('When an answer has an empty body, then the call resolves to undefined', async () => {
    mockApi({ 'POST /users/disable-2fa': { status: 204 } });

    await expect(apiRequest('/users/disable-2fa', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('errorMessage', () => {
  it('shows the server text when there is one, else the screen fallback', () => {
    expect(errorMessage(new ApiError(400, '{"message":"Invalid code"}'), 'Fallback')).toBe('Invalid code');
    expect(errorMessage(new ApiError(500, ''), 'Fallback')).toBe('Fallback');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Fallback')).toBe('Fallback');
  });
});
