import { ConfirmDialog } from '../../components/confirm-dialog';
import type { ComposeRecipient } from './use-compose-source';

type SendChoiceDialogProps = {
  first: ComposeRecipient;
  count: number;
  onSendFirst: () => void;
  onSendAll: () => void;
  onCancel: () => void;
};

const recipientLabel = (recipient: ComposeRecipient) => (recipient.fullName ? `${recipient.fullName} <${recipient.email}>` : recipient.email);

/**
 * Send Email with several recipients goes to the first one only (the spec's Compose flow); this
 * asks first, so nobody believes all of them were written to, and offers the whole list instead.
 */
export function SendChoiceDialog({ first, count, onSendFirst, onSendAll, onCancel }: SendChoiceDialogProps) {
  return (
    <ConfirmDialog
      title={`Send to one candidate or to all ${count}?`}
      confirmLabel={`Send to ${recipientLabel(first)}`}
      alternative={{ label: `Send to all ${count}`, onSelect: onSendAll }}
      onConfirm={onSendFirst}
      onCancel={onCancel}
    >
      <p>
        Send Email goes to the first candidate only. Send to all {count} saves a draft for each of them and queues the {count} e-mails for
        sending.
      </p>
    </ConfirmDialog>
  );
}
