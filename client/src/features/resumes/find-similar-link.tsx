import type { ResumeDetail } from '@app/shared';
import { Link } from 'react-router-dom';
import { candidatesMatchPath } from '../../paths';
import { similarCandidatesQuery } from './similar-candidates';

/** Opens the Candidates page in "Match to a job" mode with this resume's title and top skills; nothing before analysis. */
export function FindSimilarLink({ resume }: { resume: ResumeDetail }) {
  const query = similarCandidatesQuery(resume);
  if (!query) return null;
  return (
    <Link to={candidatesMatchPath(query)} className="btn btn--secondary">
      Find similar candidates
    </Link>
  );
}
