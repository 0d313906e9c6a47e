import { Notice } from '../../components/notice';
import { contactedSentence } from './recent-contact';
import type { BlockedRecipient, RecentContact } from './recipient-warnings';

/** Before writing again: who of the recipients was e-mailed lately, when and by whom. */
export function ContactedWarning({ contacts }: { contacts: RecentContact[] }) {
  if (contacts.length === 0) return null;
  const [only] = contacts;
  if (contacts.length === 1 && only) return <Notice tone="warning">{contactedSentence(only.name, only.contact)}.</Notice>;
  return (
    <Notice tone="warning">
      Already contacted lately:
      <ul className="contacted-list">
        {contacts.map((recent) => (
          <li key={recent.email}>{contactedSentence(recent.name, recent.contact)}</li>
        ))}
      </ul>
    </Notice>
  );
}

/** Recipients the server will refuse to write to, each with the reason their card gives. */
export function BlockedWarning({ recipients }: { recipients: BlockedRecipient[] }) {
  if (recipients.length === 0) return null;
  return (
    <Notice tone="danger">
      <ul className="contacted-list">
        {recipients.map((recipient) => (
          <li key={recipient.email}>
            {recipient.name}: {recipient.note}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
