import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('Verify 2FA', () => {
  it('When a login code was wrong and is being retyped, then the message goes', async () => {
    mockApi({ 'POST /auth/verify-2fa': { status: 400, body: '' } });
    renderApp({ pathname: '/verify-2fa', state: { email: 'ada@example.com', tenantName: 'Healthcare' } });
    await userEvent.type(await screen.findByLabelText('Login code'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');

    await userEvent.type(screen.getByLabelText('Login code'), '{Backspace}');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
