import { useAuth } from '../../auth/use-auth';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../layout/use-page-title';

export function HealthcareDashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  return (
    <PageHeader
      title={`Welcome back, ${user?.firstName ?? ''}!`}
      subtitle="Here's what's happening with your recruitment platform."
    />
  );
}
