import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './layout/error-page';
import { mockApi, signedInAs } from './test/mock-api';
import { renderApp } from './test/render-app';

describe('route guards and redirects', () => {
  it('When signed out, then a signed-in page redirects to /login', async () => {
    mockApi({});
    const app = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/login');
  });

  it('When the stored token is rejected, then the user counts as signed out', async () => {
    localStorage.setItem('token', 'expired');
    mockApi({ 'GET /auth/me': { status: 401, body: { message: 'Session expired' } } });
    const app = renderApp('/settings');

    await waitFor(() => expect(app.location().pathname).toBe('/login'));
  });

  it('When the current user is still loading, then nothing is shown', async () => {
    localStorage.setItem('token', 'test-token');
    mockApi({ 'GET /auth/me': () => new Promise(() => {}) });
    const { container } = renderApp('/dashboard');

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('When a Healthcare user opens /dashboard, then the Healthcare dashboard greets them by first name', async () => {
    mockApi(signedInAs());
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
  });

  it('When a Capital Holdings user opens /dashboard, then the real estate placeholder is shown', async () => {
    mockApi(signedInAs({ tenant: 'Capital Holdings' }));
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Capital Holdings Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('The Real Estate Management Module is under development.')).toBeInTheDocument();
    expect(screen.getAllByText('Coming Soon')).toHaveLength(3);
  });

  it('When a Capital Holdings user opens /resumes, then they are redirected to their dashboard', async () => {
    mockApi(signedInAs({ tenant: 'Capital Holdings' }));
    const app = renderApp('/resumes');

    expect(await screen.findByRole('heading', { name: 'Capital Holdings Dashboard' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/dashboard');
  });

  it.each(['/outreach', '/outreach/templates', '/outreach/42', '/outreach/compose?outreachId=7', '/documents'])(
    'When a Capital Holdings user opens %s, then they are redirected',
    async (path) => {
      mockApi(signedInAs({ tenant: 'Capital Holdings' }));
      const app = renderApp(path);

      await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
    },
  );

  it('When the tenant is spelled in another case, then Healthcare routes still open', async () => {
    mockApi(signedInAs({ tenant: 'healthcare' }));
    const app = renderApp('/resumes');

    expect(await screen.findByRole('heading', { name: 'Resumes' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/resumes');
  });

  it('When a Healthcare user opens the real estate placeholder, then they are redirected', async () => {
    mockApi(signedInAs());
    const app = renderApp('/real-estate');

    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
  });

  it('When a Capital Holdings user opens the real estate placeholder, then it says the module is coming', async () => {
    mockApi(signedInAs({ tenant: 'capital holdings' }));
    renderApp('/real-estate');

    expect(await screen.findByText('Real Estate module is coming soon.')).toBeInTheDocument();
  });

  it('When the user belongs to a tenant without a dashboard, then /dashboard sends them to settings', async () => {
    mockApi({ ...signedInAs({ tenant: 'Elsewhere' }), 'GET /users/profile': { body: {} } });
    const app = renderApp('/dashboard');

    await waitFor(() => expect(app.location().pathname).toBe('/settings'));
  });

  it('When /outreach is opened by a Healthcare user, then it says drafting and sending come in week 2', async () => {
    mockApi(signedInAs());
    renderApp('/outreach');

    expect(await screen.findByText('Drafting and sending outreach e-mails come in week 2.')).toBeInTheDocument();
  });

  it.each(['/nowhere', '/dashboard/extra', '/settings/x/y'])('When the path %s is unknown, then it redirects to /login', async (path) => {
    mockApi(signedInAs());
    const app = renderApp(path);

    await waitFor(() => expect(app.location().pathname).toBe('/login'));
  });

  it('When /verify-email is opened without navigation state, then it redirects to /register', async () => {
    mockApi({});
    const app = renderApp('/verify-email');

    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/register');
  });

  it('When /verify-2fa is opened without an e-mail in its state, then it redirects to /login', async () => {
    mockApi({});
    const app = renderApp({ pathname: '/verify-2fa', state: { tenantName: 'Healthcare' } });

    await waitFor(() => expect(app.location().pathname).toBe('/login'));
  });

  it('When /verify-2fa has its state, then it asks for the login code', async () => {
    mockApi({});
    renderApp({ pathname: '/verify-2fa', state: { email: 'ada@example.com', tenantName: 'Healthcare' } });

    expect(await screen.findByText('Code expires in 5 minutes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify & Login' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back to Login' })).toBeEnabled();
  });

  it('When a page throws, then the error page shows the message', async () => {
    mockApi({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('Something broke');
    }
    renderApp('/', [{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }]);

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Something broke')).toBeInTheDocument();
  });

  it('When a route answers with an error response, then the error page shows status and status text', async () => {
    mockApi({});
    renderApp('/', [
      {
        path: '/',
        loader: () => {
          throw new Response('', { status: 503, statusText: 'Service Unavailable' });
        },
        element: <p>never</p>,
        hydrateFallbackElement: null,
        errorElement: <ErrorPage />,
      },
    ]);

    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
  });
});
