import { FolderIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { PlaceholderPanel } from '../../components/placeholder-panel';
import { usePageTitle } from '../../layout/use-page-title';

export function DocumentsPage() {
  usePageTitle('Documents');
  return (
    <>
      <PageHeader title="Documents" subtitle="Your organization's library, searchable in plain words." />
      <PlaceholderPanel icon={<FolderIcon width={28} height={28} />}>The document library is on its way.</PlaceholderPanel>
    </>
  );
}
