import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { healthcareUser, mockApi, signedInAs, type ApiCall } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const { id: _id, ...profile } = healthcareUser;

function mockSettings(routes: Parameters<typeof mockApi>[0] = {}, overrides: Partial<typeof profile> = {}) {
  const state = { ...profile, ...overrides };
  return mockApi({
    ...signedInAs(),
    'GET /users/profile': () => ({ body: state }),
    ...routes,
  });
}

describe('Settings: User Details', () => {
  it('shows e-mail, role, tenant and verification read-only, and the names editable', async () => {
    mockSettings();
    renderApp('/settings');

    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
    const details = screen.getByRole('tab', { name: 'User Details' });
    expect(details).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('user')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
  });

  it('When the names are saved, then the update is sent and the success text shows', async () => {
    const api = mockSettings({ 'PATCH /users/profile': { body: {} } });
    renderApp('/settings');
    const firstName = await screen.findByLabelText('First name');

    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Augusta');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/users/profile')[0]?.body).toEqual({ firstName: 'Augusta', lastName: 'Lovelace' });
  });

  it('When a name is empty, then it cannot be saved', async () => {
    mockSettings();
    renderApp('/settings');
    const lastName = await screen.findByLabelText('Last name');

    await userEvent.clear(lastName);

    expect(lastName).toBeRequired();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('When the profile cannot be loaded, then the fallback shows', async () => {
    mockApi({ ...signedInAs(), 'GET /users/profile': { status: 500, body: '' } });
    renderApp('/settings');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile');
  });
});

describe('Settings: e-mail when a candidate replies', () => {
  function mockNotifications(initial: boolean, answer?: { status: number; body: string }) {
    let emailOnReply = initial;
    return mockApi({
      ...signedInAs(),
      'GET /users/profile': () => ({ body: { ...profile, emailOnReply } }),
      'PUT /users/notifications': (call: ApiCall) => {
        if (answer) return answer;
        emailOnReply = (call.body as { emailOnReply: boolean }).emailOnReply;
        return { body: { message: 'Notification settings saved', user: { ...healthcareUser, emailOnReply } } };
      },
    });
  }

  it.each([
    ['on (the default)', true],
    ['off', false],
  ])('When it is %s and clicked, then the opposite is saved and the switch shows it', async (_label, initial) => {
    const api = mockNotifications(initial);
    renderApp('/settings');
    const toggle = await screen.findByRole('switch', { name: 'E-mail me when a candidate replies' });
    expect(toggle).toHaveAttribute('aria-checked', String(initial));

    await userEvent.click(toggle);

    await vi.waitFor(() => expect(toggle).toHaveAttribute('aria-checked', String(!initial)));
    expect(api.callsTo('PUT', '/users/notifications').map((call) => call.body)).toEqual([{ emailOnReply: !initial }]);
  });

  it('When saving fails, then the server text or the fallback shows and the switch stays as it was', async () => {
    mockNotifications(true, { status: 500, body: '' });
    renderApp('/settings');
    const toggle = await screen.findByRole('switch', { name: 'E-mail me when a candidate replies' });

    await userEvent.click(toggle);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update notification settings');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});

describe('Settings: Security', () => {
  it('When the new passwords differ, then it says so and sends nothing', async () => {
    const api = mockSettings();
    renderApp('/settings?tab=security');

    await userEvent.type(await screen.findByLabelText('Current password'), 'Old1!pass');
    await userEvent.type(screen.getByLabelText('New password'), 'New1!pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'New1!pasz');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match');
    expect(api.callsTo('POST', '/users/change-password')).toHaveLength(0);
  });

  it('When the new passwords differed and the confirmation is corrected, then the message goes before submitting again', async () => {
    mockSettings();
    renderApp('/settings?tab=security');
    await userEvent.type(await screen.findByLabelText('Current password'), 'Old1!pass');
    await userEvent.type(screen.getByLabelText('New password'), 'New1!pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'New1!pasz');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match');

    await userEvent.type(screen.getByLabelText('Confirm new password'), '{Backspace}s');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('When the server refused the change and a field is edited, then its message goes', async () => {
    mockSettings({ 'POST /users/change-password': { status: 400, body: { message: 'Current password is incorrect' } } });
    renderApp('/settings?tab=security');
    await userEvent.type(await screen.findByLabelText('Current password'), 'Wrong1!pass');
    await userEvent.type(screen.getByLabelText('New password'), 'New1!pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'New1!pass');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');

    await userEvent.type(screen.getByLabelText('Current password'), 'x');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('When the password is changed, then the success text shows and the fields clear', async () => {
    const api = mockSettings({ 'POST /users/change-password': { body: { message: 'ok' } } });
    renderApp('/settings?tab=security');

    await userEvent.type(await screen.findByLabelText('Current password'), 'Old1!pass');
    await userEvent.type(screen.getByLabelText('New password'), 'weak');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'weak');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/users/change-password')[0]?.body).toEqual({ currentPassword: 'Old1!pass', newPassword: 'weak' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('When 2FA is turned on, then a code form appears and a valid code enables it', async () => {
    let isEnabled = false;
    const api = mockApi({
      ...signedInAs(),
      'GET /users/profile': () => ({ body: { ...profile, twoFactorEnabled: isEnabled } }),
      'POST /users/initiate-2fa-setup': { body: { message: 'We sent a code to your email.' } },
      'POST /users/verify-2fa-setup': (call: ApiCall) => {
        isEnabled = true;
        return { body: { message: `Two-factor authentication is on (${String((call.body as { code: string }).code)}).` } };
      },
    });
    renderApp('/settings?tab=security');
    const toggle = await screen.findByRole('switch', { name: 'Two-factor authentication' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(toggle);
    expect(await screen.findByText('Code expires in 10 minutes')).toBeInTheDocument();
    expect(screen.getByText('We sent a code to your email.')).toBeInTheDocument();
    // Not on before the code is verified.
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    const verify = screen.getByRole('button', { name: 'Verify & Enable 2FA' });
    expect(verify).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Setup code'), '4321');
    await userEvent.click(verify);

    expect(await screen.findByText('Two-factor authentication is on (4321).')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByText('Code expires in 10 minutes')).not.toBeInTheDocument();
    expect(screen.getByText(/less secure/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/users/verify-2fa-setup')[0]?.body).toEqual({ code: '4321' });
  });

  it('When the setup is cancelled, then 2FA stays off', async () => {
    mockSettings({ 'POST /users/initiate-2fa-setup': { body: { message: 'sent' } } });
    renderApp('/settings?tab=security');

    await userEvent.click(await screen.findByRole('switch'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(screen.queryByLabelText('Setup code')).not.toBeInTheDocument();
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  });

  it('When a setup code is wrong, then the server text or the fallback shows', async () => {
    mockSettings({
      'POST /users/initiate-2fa-setup': { body: { message: 'sent' } },
      'POST /users/verify-2fa-setup': { status: 400, body: '' },
    });
    renderApp('/settings?tab=security');

    await userEvent.click(await screen.findByRole('switch'));
    await userEvent.type(await screen.findByLabelText('Setup code'), '1111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Enable 2FA' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');
  });

  it('When a setup code was wrong and is being retyped, then the message goes and the switch stays off', async () => {
    mockSettings({
      'POST /users/initiate-2fa-setup': { body: { message: 'sent' } },
      'POST /users/verify-2fa-setup': { status: 400, body: '' },
    });
    renderApp('/settings?tab=security');
    await userEvent.click(await screen.findByRole('switch'));
    await userEvent.type(await screen.findByLabelText('Setup code'), '1111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Enable 2FA' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');

    await userEvent.type(screen.getByLabelText('Setup code'), '{Backspace}');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('When 2FA is on and turned off, then it is disabled at once', async () => {
    let isEnabled = true;
    const api = mockApi({
      ...signedInAs(),
      'GET /users/profile': () => ({ body: { ...profile, twoFactorEnabled: isEnabled } }),
      'POST /users/disable-2fa': () => {
        isEnabled = false;
        return { body: { message: 'Two-factor authentication is off.' } };
      },
    });
    renderApp('/settings?tab=security');
    const toggle = await screen.findByRole('switch');
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(toggle);

    expect(await screen.findByText('Two-factor authentication is off.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(api.callsTo('POST', '/users/disable-2fa')).toHaveLength(1);
  });

  it('When enabling cannot start, then the fallback shows', async () => {
    mockSettings({ 'POST /users/initiate-2fa-setup': { status: 500, body: '' } });
    renderApp('/settings?tab=security');

    await userEvent.click(await screen.findByRole('switch'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initiate 2FA setup');
  });

  it('moves between the tabs with the arrow keys', async () => {
    mockSettings();
    renderApp('/settings');
    const tablist = await screen.findByRole('tablist');

    within(tablist).getByRole('tab', { name: 'User Details' }).focus();
    await userEvent.keyboard('{ArrowRight}');

    expect(within(tablist).getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tablist).getByRole('tab', { name: 'Security' })).toHaveFocus();
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
  });
});
