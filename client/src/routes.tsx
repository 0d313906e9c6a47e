import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth } from './auth/require-auth';
import { RequireTenant } from './auth/require-tenant';
import { isTenant } from './auth/tenants';
import { useAuth } from './auth/use-auth';
import { HealthcareDashboardPage } from './features/dashboard/healthcare-dashboard-page';
import { DocumentsPage } from './features/documents/documents-page';
import { ForgotPasswordPage } from './features/auth/forgot-password-page';
import { LoginPage } from './features/auth/login-page';
import { RegisterPage } from './features/auth/register-page';
import { ResetPasswordPage } from './features/auth/reset-password-page';
import { VerifyEmailPage } from './features/auth/verify-email-page';
import { VerifyTwoFactorPage } from './features/auth/verify-two-factor-page';
import { CandidatesPage } from './features/outreach/candidates-page';
import { ComposePage } from './features/outreach/compose-page';
import { CandidateProfilePage } from './features/outreach/candidate-profile-page';
import { OutreachDetailPage } from './features/outreach/outreach-detail-page';
import { OutreachManagementPage } from './features/outreach/outreach-management-page';
import { OutreachPlaceholderPage } from './features/outreach/outreach-placeholder-page';
import { TemplatesPage } from './features/outreach/templates-page';
import { CapitalHoldingsDashboardPage } from './features/real-estate/capital-holdings-dashboard-page';
import { RealEstatePage } from './features/real-estate/real-estate-page';
import { ResumesPage } from './features/resumes/resumes-page';
import { SettingsPage } from './features/settings/settings-page';
import { AppLayout } from './layout/app-layout';
import { AuthLayout } from './layout/auth-layout';
import { ErrorPage } from './layout/error-page';
import { paths } from './paths';

/** /dashboard depends on the tenant; a tenant without a dashboard still has its settings. */
function TenantDashboard() {
  const { user } = useAuth();
  if (isTenant(user?.tenant, 'Healthcare')) return <HealthcareDashboardPage />;
  if (isTenant(user?.tenant, 'Capital Holdings')) return <CapitalHoldingsDashboardPage />;
  return <Navigate to={paths.settings} replace />;
}

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          { path: paths.register, element: <RegisterPage /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
        ],
      },
      { path: paths.verifyEmail, element: <VerifyEmailPage /> },
      { path: paths.verifyTwoFactor, element: <VerifyTwoFactorPage /> },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          { path: paths.dashboard, element: <TenantDashboard /> },
          { path: paths.settings, element: <SettingsPage /> },
          {
            element: <RequireTenant tenant="Healthcare" />,
            children: [
              { path: paths.resumes, element: <ResumesPage /> },
              { path: paths.outreach, element: <OutreachPlaceholderPage /> },
              { path: paths.outreachTemplates, element: <TemplatesPage /> },
              { path: paths.outreachManagement, element: <OutreachManagementPage /> },
              { path: paths.outreachCandidates, element: <CandidatesPage /> },
              { path: paths.outreachCompose, element: <ComposePage /> },
              { path: paths.outreachDetail, element: <OutreachDetailPage /> },
              { path: paths.candidateProfile, element: <CandidateProfilePage /> },
              { path: paths.documents, element: <DocumentsPage /> },
            ],
          },
          {
            element: <RequireTenant tenant="Capital Holdings" />,
            children: [{ path: paths.realEstate, element: <RealEstatePage /> }],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.login} replace /> },
    ],
  },
];
