import type { ResumeDetail } from '@app/shared';
import { Link } from 'react-router-dom';
import { candidateProfilePath } from '../../paths';
import { candidateFromResume } from './candidate-from-resume';

/** The page of this resume's candidate (every resume and outreach of theirs); nothing without an address. */
export function CandidateProfileLink({ resume }: { resume: ResumeDetail }) {
  const candidate = candidateFromResume(resume);
  if (!candidate) return null;
  return (
    <Link to={candidateProfilePath(candidate.email)} className="btn btn--secondary">
      Candidate profile
    </Link>
  );
}
