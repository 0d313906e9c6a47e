import type { User } from '@app/shared';
import { useSearchParams } from 'react-router-dom';
import { ErrorBox } from '../../components/error-box';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { TabList } from '../../components/tab-list';
import { usePageTitle } from '../../layout/use-page-title';
import { ActivityList } from './activity-list';
import { ChangePasswordForm } from './change-password-form';
import { RetentionSection } from './retention-section';
import { TwoFactorSection } from './two-factor-section';
import { useProfile } from './use-profile';
import { UserDetailsTab } from './user-details-tab';

const TABS = [
  { id: 'details', label: 'User Details' },
  { id: 'security', label: 'Security' },
  { id: 'activity', label: 'Activity' },
] as const;

type TabId = (typeof TABS)[number]['id'];

// The open tab lives in the URL (?tab=security), so reloads and links keep it.
function useSettingsTab(): [TabId, (tab: TabId) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const tab: TabId = TABS.find((candidate) => candidate.id === asked)?.id ?? 'details';
  return [tab, (next) => setSearchParams(next === 'details' ? {} : { tab: next }, { replace: true })];
}

export function SettingsPage() {
  usePageTitle('Settings');
  const [activeTab, setActiveTab] = useSettingsTab();
  const { profile, isLoading, error } = useProfile();

  return (
    <>
      <PageHeader title="Settings" subtitle="Manage your profile and how you sign in." />
      <TabList
        label="Settings sections"
        tabs={TABS}
        active={activeTab}
        onSelect={setActiveTab}
        tabId={(tab) => `settings-tab-${tab}`}
        panelId={(tab) => `settings-panel-${tab}`}
      />
      <div role="tabpanel" id={`settings-panel-${activeTab}`} aria-labelledby={`settings-tab-${activeTab}`}>
        {isLoading ? <Spinner label="Loading profile…" /> : null}
        <ErrorBox message={error} />
        {profile ? <SettingsPanel tab={activeTab} profile={profile} /> : null}
      </div>
    </>
  );
}

function SettingsPanel({ tab, profile }: { tab: TabId; profile: User }) {
  if (tab === 'details') return <UserDetailsTab profile={profile} />;
  if (tab === 'activity') {
    return (
      <div className="settings-grid">
        <RetentionSection />
        <ActivityList />
      </div>
    );
  }
  return (
    <div className="settings-grid">
      <ChangePasswordForm />
      <TwoFactorSection isEnabled={profile.twoFactorEnabled} />
    </div>
  );
}
