import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ChevronIcon, MailIcon } from '../components/icons';
import { paths } from '../paths';

const OUTREACH_LINKS = [
  { to: paths.outreachTemplates, label: 'Templates Management' },
  { to: paths.outreachManagement, label: 'Outreach Management' },
];

/** The expandable Outreach group; it opens by itself whenever the user is on an /outreach page. */
export function OutreachNavGroup() {
  const { pathname } = useLocation();
  const isOnOutreach = pathname === paths.outreach || pathname.startsWith(`${paths.outreach}/`);
  const [isExpanded, setIsExpanded] = useState(isOnOutreach);
  const [lastPathname, setLastPathname] = useState(pathname);
  const listId = useId();

  // Re-open on navigation into the group, while still letting the user collapse it by hand.
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    if (isOnOutreach) setIsExpanded(true);
  }

  return (
    <li>
      <button
        type="button"
        className={`nav-link nav-group__toggle${isOnOutreach ? ' is-within' : ''}`}
        aria-expanded={isExpanded}
        aria-controls={listId}
        onClick={() => setIsExpanded((expanded) => !expanded)}
      >
        <MailIcon />
        <span>Outreach</span>
        <ChevronIcon className="nav-group__chevron" width={16} height={16} />
      </button>
      <ul id={listId} className="nav-group__list" hidden={!isExpanded}>
        {OUTREACH_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="nav-link nav-link--nested">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
