import { MailIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { PlaceholderPanel } from '../../components/placeholder-panel';
import { usePageTitle } from '../../layout/use-page-title';

const SCREEN_TITLES = {
  overview: 'Outreach',
  templates: 'Templates Management',
  management: 'Outreach Management',
  detail: 'Outreach',
  candidates: 'Select Candidates',
  compose: 'Compose Outreach',
} as const;

export type OutreachScreen = keyof typeof SCREEN_TITLES;

/** Every /outreach screen until the outreach feature lands: drafting and sending arrive in week 2. */
export function OutreachPlaceholderPage({ screen }: { screen: OutreachScreen }) {
  const title = SCREEN_TITLES[screen];
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <PlaceholderPanel icon={<MailIcon width={28} height={28} />}>
        Drafting and sending outreach e-mails come in week 2.
      </PlaceholderPanel>
    </>
  );
}
