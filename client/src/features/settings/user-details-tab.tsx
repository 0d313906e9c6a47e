import type { User } from '@app/shared';
import { useState, type FormEvent } from 'react';
import { ErrorBox } from '../../components/error-box';
import { FormField } from '../../components/form-field';
import { Notice } from '../../components/notice';
import { StatusBadge } from '../../components/status-badge';
import { settingsMessages } from './messages';
import { ReplyNotificationsSection } from './reply-notifications-section';
import { useUpdateProfile } from './use-profile';

export function UserDetailsTab({ profile }: { profile: User }) {
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const { save, isSaving, isSaved, error } = useUpdateProfile();
  const canSave = firstName.trim() !== '' && lastName.trim() !== '' && !isSaving;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    save({ firstName: firstName.trim(), lastName: lastName.trim() });
  }

  return (
    <div className="settings-grid">
      <section className="card" aria-labelledby="account-heading">
        <h2 id="account-heading" className="card__title">
          Account
        </h2>
        <dl className="details">
          <div>
            <dt>Email</dt>
            <dd className="break-anywhere">{profile.email}</dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd>{profile.role}</dd>
          </div>
          <div>
            <dt>Tenant</dt>
            <dd>{profile.tenant}</dd>
          </div>
          <div>
            <dt>Email verified</dt>
            <dd>
              {profile.emailVerified ? (
                <StatusBadge tone="success">Verified</StatusBadge>
              ) : (
                <StatusBadge tone="warning">Not verified</StatusBadge>
              )}
            </dd>
          </div>
        </dl>
      </section>
      <section className="card" aria-labelledby="profile-heading">
        <h2 id="profile-heading" className="card__title">
          Profile
        </h2>
        <form className="stack" onSubmit={handleSubmit}>
          <FormField
            label="First name"
            autoComplete="given-name"
            required
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
          <FormField
            label="Last name"
            autoComplete="family-name"
            required
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
          <ErrorBox message={error} />
          {isSaved ? <Notice tone="success">{settingsMessages.profileUpdated}</Notice> : null}
          <div className="actions actions--end">
            <button type="submit" className="btn btn--primary" disabled={!canSave}>
              {isSaving ? 'Saving…' : 'Save Changes'}
            </button>
          </div>
        </form>
      </section>
      <ReplyNotificationsSection isEnabled={profile.emailOnReply} />
    </div>
  );
}
