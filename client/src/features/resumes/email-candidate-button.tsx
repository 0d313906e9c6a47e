import type { ResumeDetail } from '@app/shared';
import { useNavigate } from 'react-router-dom';
import { writeSelection } from '../outreach/selection-storage';
import { paths } from '../../paths';
import { candidateFromResume } from './candidate-from-resume';

/** Straight into Compose with this resume's candidate as the one selected; nothing without an address. */
export function EmailCandidateButton({ resume }: { resume: ResumeDetail }) {
  const navigate = useNavigate();
  const candidate = candidateFromResume(resume);
  if (!candidate) return null;

  // Compose reads whom to write to from the selection the Candidates screen hands over.
  const compose = () => {
    writeSelection([candidate]);
    navigate(paths.outreachCompose);
  };

  return (
    <button type="button" className="btn btn--primary" onClick={compose}>
      E-mail candidate
    </button>
  );
}
