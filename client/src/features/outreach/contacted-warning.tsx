import { Notice } from '../../components/notice';
import { contactedSentence, type RecentContact } from './recent-contact';

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
