import { useAuth } from '../../auth/use-auth';
import { DashboardIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { PlaceholderPanel } from '../../components/placeholder-panel';
import { usePageTitle } from '../../layout/use-page-title';

export function HealthcareDashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  return (
    <>
      <PageHeader
        title={`Welcome back, ${user?.firstName ?? ''}!`}
        subtitle="Here's what's happening with your recruitment platform."
      />
      <PlaceholderPanel icon={<DashboardIcon width={28} height={28} />}>
        Analytics for your resumes, outreach and documents will appear here.
      </PlaceholderPanel>
    </>
  );
}
