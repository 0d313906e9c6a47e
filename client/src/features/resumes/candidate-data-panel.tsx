import type { ResumeDetail } from '@app/shared';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBox } from '../../components/error-box';
import { InlineSpinner } from '../../components/inline-spinner';
import { candidateFromResume } from './candidate-from-resume';
import { useCandidateData } from './use-candidate-data';

type Asking = 'erase' | 'delete' | null;

/**
 * The candidate's data rights from their resume: "Export candidate data" (everything held about
 * the address, as a zip), "Erase candidate" (after typing the address), and "Delete resume" for
 * this file alone. Without an address in the analysis only the delete is offered.
 */
export function CandidateDataPanel({ resume, onGone }: { resume: ResumeDetail; onGone: () => void }) {
  const headingId = useId();
  const typedId = useId();
  const candidate = candidateFromResume(resume);
  const email = candidate?.email ?? null;
  const data = useCandidateData({ resumeId: resume.id, email, name: candidate?.fullName ?? email ?? resume.originalFilename, onGone });
  const [asking, setAsking] = useState<Asking>(null);
  const [typed, setTyped] = useState('');
  const close = () => {
    setAsking(null);
    setTyped('');
  };

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
      <div className="export-row">
        {data.exportData ? (
          <button type="button" className="btn btn--secondary" disabled={data.isBusy} onClick={data.exportData}>
            {data.isExporting ? (
              <>
                <InlineSpinner />
                Exporting…
              </>
            ) : (
              'Export candidate data'
            )}
          </button>
        ) : null}
        {data.erase ? (
          <button type="button" className="btn btn--danger" disabled={data.isBusy} onClick={() => setAsking('erase')}>
            Erase candidate
          </button>
        ) : null}
        <button type="button" className="btn btn--secondary" disabled={data.isBusy} onClick={() => setAsking('delete')}>
          Delete resume
        </button>
      </div>
      <ErrorBox message={data.error} />
      {asking === 'erase' && email && data.erase ? (
        <ConfirmDialog
          title="Erase candidate"
          confirmLabel="Erase candidate"
          isConfirmDisabled={typed.trim().toLowerCase() !== email}
          onCancel={close}
          onConfirm={() => {
            close();
            data.erase?.();
          }}
        >
          <p>
            Every resume, message and note held about {email} will be erased, with their files. The address stays on the do-not-contact list. This
            cannot be undone.
          </p>
          <label htmlFor={typedId} className="field__label">
            Type the address to confirm
          </label>
          <input id={typedId} className="input" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </ConfirmDialog>
      ) : null}
      {asking === 'delete' ? (
        <ConfirmDialog
          title="Delete resume"
          confirmLabel="Delete resume"
          onCancel={close}
          onConfirm={() => {
            close();
            data.deleteResume();
          }}
        >
          <p>{resume.originalFilename} will be deleted with its analysis and file. This cannot be undone.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
