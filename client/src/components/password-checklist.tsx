import { checkPassword } from '@app/shared';
import { CheckIcon, DotIcon } from './icons';

/** Live list of the password rules, each marked as met or not while the user types. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul className="checklist" id={id} aria-label="Password requirements">
      {checkPassword(password).map(({ rule, isMet }) => (
        <li key={rule.id} className={isMet ? 'checklist__item is-met' : 'checklist__item'} data-met={isMet}>
          {isMet ? <CheckIcon width={16} height={16} /> : <DotIcon width={16} height={16} />}
          <span>{rule.label}</span>
          <span className="visually-hidden">{isMet ? ' (met)' : ' (not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
