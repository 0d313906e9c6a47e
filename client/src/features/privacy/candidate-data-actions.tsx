import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBox } from '../../components/error-box';
import { InlineSpinner } from '../../components/inline-spinner';
import { MentioningDocumentsPicker } from './mentioning-documents-picker';
import { useCandidateDataRights } from './use-candidate-data-rights';
import './privacy.css';

type CandidateDataActionsProps = {
  email: string;
  /** How the person is named: the zip's name, the picker's heading. */
  name: string;
  onErased: () => void;
  /** On a candidate card among others: smaller buttons, named for the person. */
  isCompact?: boolean;
  /** More buttons of the same row (the resume detail's "Delete resume"). */
  children?: ReactNode;
};

/**
 * "Export candidate data" and "Erase candidate" (after typing the address), with the documents
 * naming the person to pick: the one set of buttons of the resume detail, the candidate card
 * and the candidate profile.
 */
export function CandidateDataActions({ email, name, onErased, isCompact = false, children }: CandidateDataActionsProps) {
  const typedId = useId();
  const rights = useCandidateDataRights({ email, name, onErased });
  const [typed, setTyped] = useState('');
  const size = isCompact ? ' btn--small' : '';
  const labelOf = (action: string) => (isCompact ? `${action} of ${name}` : undefined);
  const close = () => {
    rights.close();
    setTyped('');
  };
  const picker = <MentioningDocumentsPicker name={name} rights={rights} />;

  return (
    <>
      <div className="button-row">
        <button type="button" className={`btn btn--secondary${size}`} disabled={rights.isBusy} onClick={rights.startExport} aria-label={labelOf('Export candidate data')}>
          {rights.isExporting ? (
            <>
              <InlineSpinner />
              Exporting…
            </>
          ) : (
            'Export candidate data'
          )}
        </button>
        <button type="button" className={`btn btn--danger${size}`} disabled={rights.isBusy} onClick={rights.askToErase} aria-label={labelOf('Erase candidate')}>
          Erase candidate
        </button>
        {children}
      </div>
      <ErrorBox message={rights.error} />
      {rights.asking === 'export' ? (
        <ConfirmDialog title="Export candidate data" confirmLabel="Export" onCancel={close} onConfirm={rights.exportPicked}>
          <p>Everything held about {email} will be saved as a zip, with the documents you pick.</p>
          {picker}
        </ConfirmDialog>
      ) : null}
      {rights.asking === 'erase' ? (
        <ConfirmDialog
          title="Erase candidate"
          confirmLabel="Erase candidate"
          isConfirmDisabled={typed.trim().toLowerCase() !== email.toLowerCase()}
          onCancel={close}
          onConfirm={() => {
            setTyped('');
            rights.erasePicked();
          }}
        >
          <p>
            Every resume, message and note held about {email} will be erased, with their files. The address stays on the do-not-contact list. This
            cannot be undone.
          </p>
          {picker}
          <label htmlFor={typedId} className="field__label">
            Type the address to confirm
          </label>
          <input id={typedId} className="input" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
