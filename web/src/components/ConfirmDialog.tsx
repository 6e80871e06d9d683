import { type ReactNode, useRef } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** What the confirm button says while the action runs. */
  busyLabel?: string;
  cancelLabel?: string;
  /** Paints the confirm button in the error colour, for actions that delete something. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action that cannot be undone. Focus starts on Cancel, so that a stray Enter keeps
 * things as they are.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      // While the action runs, closing would hide its outcome; the caller reports it either way.
      onClose={busy ? () => {} : onCancel}
      title={title}
      initialFocus={cancel}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'primary'}
            onClick={onConfirm}
            busy={busy}
            busyLabel={busyLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-ink">{children}</div>
    </Modal>
  );
}
