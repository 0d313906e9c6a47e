import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs } from '../test/mock-api';
import { renderApp } from '../test/render-app';

describe('Sidebar', () => {
  it('When the user is from Healthcare, then it shows every area, the tenant name and the Outreach group', async () => {
    mockApi(signedInAs());
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    expect(nav).toHaveTextContent('Dashboard');
    expect(screen.getByRole('link', { name: 'Resumes' })).toHaveAttribute('href', '/resumes');
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/documents');
    expect(screen.getByRole('button', { name: 'Outreach' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByText('Healthcare').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });

  it('When the user is from Capital Holdings, then only Dashboard, Settings and Logout are offered', async () => {
    mockApi(signedInAs({ tenant: 'Capital Holdings' }));
    renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Main' });

    expect(screen.queryByRole('link', { name: 'Resumes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Outreach' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Documents' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('When on any /outreach path, then the Outreach group is expanded; it can still be toggled', async () => {
    mockApi(signedInAs());
    renderApp('/outreach/management');

    const group = await screen.findByRole('button', { name: 'Outreach' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Templates Management' })).toHaveAttribute('href', '/outreach/templates');
    expect(screen.getByRole('link', { name: 'Outreach Management' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('When navigating into the Outreach area, then the group opens', async () => {
    mockApi(signedInAs());
    const app = renderApp('/dashboard');
    const group = await screen.findByRole('button', { name: 'Outreach' });

    await app.router.navigate('/outreach/templates');

    expect(await screen.findByRole('link', { name: 'Templates Management' })).toBeVisible();
    expect(group).toHaveAttribute('aria-expanded', 'true');
  });

  it('When Logout is pressed, then the token is removed and /login opens without a server call', async () => {
    const api = mockApi(signedInAs());
    const app = renderApp('/dashboard');
    const logout = await screen.findByRole('button', { name: 'Logout' });
    const callsBeforeLogout = api.calls.length;

    await userEvent.click(logout);

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.calls.slice(callsBeforeLogout)).toEqual([]);
  });

  it('When the menu button is used on a small screen, then it opens and closes the sidebar', async () => {
    mockApi(signedInAs());
    renderApp('/dashboard');

    const menu = await screen.findByRole('button', { name: 'Open menu' });
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
