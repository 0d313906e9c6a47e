import { BuildingIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { PlaceholderPanel } from '../../components/placeholder-panel';
import { usePageTitle } from '../../layout/use-page-title';

export function RealEstatePage() {
  usePageTitle('Real Estate');
  return (
    <>
      <PageHeader title="Real Estate" />
      <PlaceholderPanel icon={<BuildingIcon width={28} height={28} />}>Real Estate module is coming soon.</PlaceholderPanel>
    </>
  );
}
