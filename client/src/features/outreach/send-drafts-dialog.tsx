import { ConfirmDialog } from '../../components/confirm-dialog';
import { countOf } from '../../format/text';

type SendDraftsDialogProps = {
  count: number;
  /** The ticked drafts, rather than every draft of the team. */
  isSelection: boolean;
  perMinute: number | undefined;
  onConfirm: () => void;
  onCancel: () => void;
};

/** "Send all drafts" asks first, naming how many e-mails will go out: they cannot be called back. */
export function SendDraftsDialog({ count, isSelection, perMinute, onConfirm, onCancel }: SendDraftsDialogProps) {
  return (
    <ConfirmDialog
      title={`Send ${countOf(count, isSelection ? 'selected draft' : 'draft')}?`}
      confirmLabel={`Send ${countOf(count, 'draft')}`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {isSelection ? 'Each ticked draft goes' : 'Every draft of your team, on every page, goes'} to its recipient as the list shows it
        {perMinute ? `, one after another at ${perMinute} a minute` : ''}. Drafts to candidates who unsubscribed stay drafts.
      </p>
    </ConfirmDialog>
  );
}
