import type { ContactEntry, ContactGroup } from './read-analysis';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEB_ADDRESS = /^(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}(?:[/?#]\S*)?$/i;

/** E-mails and web addresses become links; only http(s) is ever linked. */
function ContactValue({ entry }: { entry: ContactEntry }) {
  // An address broken over two lines reads as two; a long one is cut short with an ellipsis
  // instead, whole in the text (so copying takes all of it) and in the tooltip.
  if (EMAIL.test(entry.value)) {
    return (
      <a className="email-address" href={`mailto:${entry.value}`} title={entry.value}>
        {entry.value}
      </a>
    );
  }
  if (entry.key.toLowerCase() !== 'phone' && WEB_ADDRESS.test(entry.value)) {
    const href = /^https?:\/\//i.test(entry.value) ? entry.value : `https://${entry.value}`;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {entry.value}
      </a>
    );
  }
  return <>{entry.value}</>;
}

function Entries({ entries }: { entries: ContactEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <dl className="details contact-details__list">
      {entries.map((entry) => (
        <div key={entry.key}>
          <dt>{entry.label}</dt>
          <dd className="break-anywhere">
            <ContactValue entry={entry} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Contact information: flat values first, then each nested object as its own labelled group. */
export function ContactDetails({ contact }: { contact: ContactGroup }) {
  return (
    <div className="contact-details">
      <Entries entries={contact.entries} />
      {contact.groups.map((group) => (
        <div key={group.key} className="contact-details__group" role="group" aria-label={group.label}>
          <h4 className="contact-details__group-title">{group.label}</h4>
          <ContactDetails contact={group} />
        </div>
      ))}
    </div>
  );
}
