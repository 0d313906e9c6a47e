import { Link } from 'react-router-dom';
import { MailIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { PlaceholderPanel } from '../../components/placeholder-panel';
import { usePageTitle } from '../../layout/use-page-title';
import { paths } from '../../paths';

/** /outreach stays the spec's placeholder; the outreach screens have their own routes. */
export function OutreachPlaceholderPage() {
  usePageTitle('Outreach');
  return (
    <>
      <PageHeader
        title="Outreach"
        actions={
          <Link to={paths.outreachManagement} className="btn btn--secondary">
            Outreach Management
          </Link>
        }
      />
      <PlaceholderPanel icon={<MailIcon width={28} height={28} />}>Drafting and sending outreach e-mails come in week 2.</PlaceholderPanel>
    </>
  );
}
