import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './confirm-dialog.css';

type ConfirmDialogProps = {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** A second way to go ahead, shown between Cancel and the main action (Compose: "Send to all N"). */
  alternative?: { label: string; onSelect: () => void };
  /** Holds the main action back until the user has done what the body asks (typed a confirmation). */
  isConfirmDisabled?: boolean;
};

const FOCUSABLE = 'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A modal question with Cancel and one action (or two), for steps that cannot be undone. Focus starts on
 * Cancel and stays inside (Tab and Shift+Tab wrap around, the page behind is inert), Escape or a
 * click beside it cancels, and focus returns to where it was when the dialog closes.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = 'Cancel', onConfirm, onCancel, alternative, isConfirmDisabled = false }: ConfirmDialogProps) {
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const onCancelRef = useRef(onCancel);
  onCancelRef.current = onCancel;
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Everything else on the page leaves the focus order and the accessibility tree while open.
    const behind = [...document.body.children].filter((element) => element !== backdropRef.current && !element.hasAttribute('inert'));
    for (const element of behind) element.setAttribute('inert', '');
    cancelRef.current?.focus();

    const focusables = () => [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCancelRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const inside = focusables();
      const first = inside[0];
      const last = inside.at(-1);
      if (!first || !last) return;
      const isOutside = !dialogRef.current?.contains(document.activeElement);
      if (event.shiftKey && (isOutside || document.activeElement === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (isOutside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const element of behind) element.removeAttribute('inert');
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div
      ref={backdropRef}
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      <div ref={dialogRef} className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={children ? bodyId : undefined}>
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="dialog__body">
            {children}
          </div>
        ) : null}
        <div className="dialog__actions">
          <button ref={cancelRef} type="button" className="btn btn--secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          {alternative ? (
            <button type="button" className="btn btn--secondary" onClick={alternative.onSelect}>
              {alternative.label}
            </button>
          ) : null}
          <button type="button" className="btn btn--primary" disabled={isConfirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
