import type { Candidate } from '@app/shared';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../components/status-badge';
import { CandidateDataActions } from '../privacy/candidate-data-actions';
import { candidateProfilePath } from '../../paths';
import { canBeContacted } from './candidate-search';
import { doNotContactBadge, doNotContactNote } from './do-not-contact';
import { EmailEntry } from './email-address';
import { contactedTitle } from './recent-contact';
import { matchPercent } from './use-candidate-match';

export const MAX_CARD_SKILLS = 5;

/** In "Match to a job": how well the candidate fits (0..1) and the skills of theirs the query names. */
export type CardMatch = { score: number; skills: string[] };

type CandidateCardProps = {
  candidate: Candidate;
  isSelected: boolean;
  onToggle: (candidate: Candidate) => void;
  /** After "Erase candidate" on the card: the page drops the card and says so. */
  onErased: (candidate: Candidate) => void;
  match?: CardMatch;
};

/** A LinkedIn value may come without a scheme ("linkedin.com/in/x"); the link needs one. */
function externalUrl(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

export function CandidateCard({ candidate, isSelected, onToggle, onErased, match }: CandidateCardProps) {
  const checkboxId = useId();
  const name = candidate.fullName ?? candidate.email;
  const isContactable = canBeContacted(candidate);
  const shownSkills = candidate.skills.slice(0, MAX_CARD_SKILLS);
  const hiddenSkills = candidate.skills.length - shownSkills.length;
  const matchedSkills = new Set(match?.skills.map((skill) => skill.toLowerCase()) ?? []);
  const className = ['candidate-card', isSelected ? 'is-selected' : '', isContactable ? '' : 'is-unsubscribed'].filter(Boolean).join(' ');

  return (
    <li className={className}>
      <div className="candidate-card__top">
        <input
          id={checkboxId}
          type="checkbox"
          className="candidate-card__check"
          checked={isSelected}
          disabled={!isContactable}
          onChange={() => onToggle(candidate)}
        />
        <div className="candidate-card__heading">
          <label htmlFor={checkboxId} className="candidate-card__name break-anywhere">
            <span className="visually-hidden">Select </span>
            {name}
          </label>
          {candidate.title ? <p className="candidate-card__title">{candidate.title}</p> : null}
          {candidate.location ? <p className="muted">{candidate.location}</p> : null}
        </div>
        {match ? <span className="candidate-card__score">{matchPercent(match.score)}</span> : null}
        {isContactable ? null : <StatusBadge tone="danger">{doNotContactBadge(candidate)}</StatusBadge>}
        {candidate.lastContact ? (
          <StatusBadge tone="warning" title={contactedTitle(candidate.lastContact)}>
            Contacted
          </StatusBadge>
        ) : null}
      </div>
      <dl className="candidate-card__contact">
        <EmailEntry email={candidate.email} />
        {candidate.phone ? (
          <div>
            <dt>Phone</dt>
            <dd>{candidate.phone}</dd>
          </div>
        ) : null}
        {candidate.linkedin ? (
          <div>
            <dt>LinkedIn</dt>
            <dd className="break-anywhere">
              <a href={externalUrl(candidate.linkedin)} target="_blank" rel="noreferrer noopener">
                {candidate.linkedin}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      {candidate.professionalSummary ? <p className="candidate-card__summary">{candidate.professionalSummary}</p> : null}
      {match && match.skills.length > 0 ? <p className="candidate-card__matched">Matched: {match.skills.join(', ')}</p> : null}
      {shownSkills.length > 0 ? (
        <ul className="skill-list" aria-label={`Skills of ${name}`}>
          {shownSkills.map((skill) => (
            <li key={skill} className={matchedSkills.has(skill.toLowerCase()) ? 'skill-list__item is-matched' : 'skill-list__item'}>
              {skill}
            </li>
          ))}
          {hiddenSkills > 0 ? <li className="skill-list__more">+{hiddenSkills} more</li> : null}
        </ul>
      ) : null}
      {candidate.resumeFilename ? <p className="candidate-card__source muted break-anywhere">From {candidate.resumeFilename}</p> : null}
      <Link to={candidateProfilePath(candidate.email)} className="candidate-card__profile" aria-label={`View profile of ${name}`}>
        View profile
      </Link>
      {isContactable ? null : <p className="candidate-card__note">{doNotContactNote(candidate)}</p>}
      <CandidateDataActions email={candidate.email} name={name} onErased={() => onErased(candidate)} isCompact />
    </li>
  );
}
