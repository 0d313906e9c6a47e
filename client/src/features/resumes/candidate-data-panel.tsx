import type { ResumeDetail } from '@app/shared';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBox } from '../../components/error-box';
import { CandidateDataActions } from '../privacy/candidate-data-actions';
import { candidateFromResume } from './candidate-from-resume';
import { useCandidateData } from './use-candidate-data';

/**
 * The candidate's data rights from their resume: "Export candidate data" and "Erase candidate"
 * (privacy/candidate-data-actions.tsx), and "Delete resume" for this file alone. Without an
 * address in the analysis only the delete is offered.
 */
export function CandidateDataPanel({ resume, onGone }: { resume: ResumeDetail; onGone: () => void }) {
  const headingId = useId();
  const candidate = candidateFromResume(resume);
  const email = candidate?.email ?? null;
  const data = useCandidateData({ resumeId: resume.id, onGone });
  const [isAskingToDelete, setIsAskingToDelete] = useState(false);
  const deleteButton = (
    <button type="button" className="btn btn--secondary" disabled={data.isDeleting} onClick={() => setIsAskingToDelete(true)}>
      Delete resume
    </button>
  );

  return (
    <section className="card" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="card__title">
          Candidate data
        </h2>
        <p className="muted">
          {email ? `Answer a request from ${email}: what you hold about them, or erase it.` : 'No e-mail address was found in this resume.'}
        </p>
      </div>
      {email ? (
        <CandidateDataActions email={email} name={candidate?.fullName ?? email} onErased={() => void data.whenGone()}>
          {deleteButton}
        </CandidateDataActions>
      ) : (
        <div className="button-row">{deleteButton}</div>
      )}
      <ErrorBox message={data.error} />
      {isAskingToDelete ? (
        <ConfirmDialog
          title="Delete resume"
          confirmLabel="Delete resume"
          onCancel={() => setIsAskingToDelete(false)}
          onConfirm={() => {
            setIsAskingToDelete(false);
            data.deleteResume();
          }}
        >
          <p>{resume.originalFilename} will be deleted with its analysis and file. This cannot be undone.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
