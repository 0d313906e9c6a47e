import { ResumeIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { PlaceholderPanel } from '../../components/placeholder-panel';
import { usePageTitle } from '../../layout/use-page-title';

export function ResumesPage() {
  usePageTitle('Resumes');
  return (
    <>
      <PageHeader title="Resumes" subtitle="Upload resumes and get AI summaries of each candidate." />
      <PlaceholderPanel icon={<ResumeIcon width={28} height={28} />}>Resume analysis is on its way.</PlaceholderPanel>
    </>
  );
}
