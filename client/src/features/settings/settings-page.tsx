import type { User } from '@app/shared';
import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorBox } from '../../components/error-box';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../layout/use-page-title';
import { ChangePasswordForm } from './change-password-form';
import { TwoFactorSection } from './two-factor-section';
import { useProfile } from './use-profile';
import { UserDetailsTab } from './user-details-tab';

const TABS = [
  { id: 'details', label: 'User Details' },
  { id: 'security', label: 'Security' },
] as const;

type TabId = (typeof TABS)[number]['id'];

// The open tab lives in the URL (?tab=security), so reloads and links keep it.
function useSettingsTab(): [TabId, (tab: TabId) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabId = searchParams.get('tab') === 'security' ? 'security' : 'details';
  return [tab, (next) => setSearchParams(next === 'details' ? {} : { tab: next }, { replace: true })];
}

export function SettingsPage() {
  usePageTitle('Settings');
  const [activeTab, setActiveTab] = useSettingsTab();
  const { profile, isLoading, error } = useProfile();
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ details: null, security: null });

  // Arrow keys move between tabs, as in any tab list.
  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: TabId = activeTab === 'details' ? 'security' : 'details';
    setActiveTab(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <>
      <PageHeader title="Settings" subtitle="Manage your profile and how you sign in." />
      <div className="tabs" role="tablist" aria-label="Settings sections" onKeyDown={handleKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`settings-tab-${tab.id}`}
            className="tabs__tab"
            aria-selected={activeTab === tab.id}
            aria-controls={`settings-panel-${tab.id}`}
            tabIndex={activeTab === tab.id ? 0 : -1}
            onClick={() => setActiveTab(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
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
  return (
    <div className="settings-grid">
      <ChangePasswordForm />
      <TwoFactorSection isEnabled={profile.twoFactorEnabled} />
    </div>
  );
}
