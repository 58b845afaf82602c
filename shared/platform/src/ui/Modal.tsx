import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from './Button';

/**
 * The browser's own modal dialog (`<dialog>` opened with `showModal()`): it moves focus in, makes
 * the rest of the page inert (focus stays in), closes on Escape and is announced as a dialog.
 * Hand-written around the native element rather than a dialog library: the element already does
 * the hard parts; what is left is the click on the backdrop and giving focus back.
 */
const Dialog = styled.dialog`
  width: min(100% - ${({ theme }) => theme.space(8)}, 480px);
  max-height: 90vh;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.card};

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

/** Fills the dialog, so a click on the dialog element itself is a click on the backdrop. */
const Panel = styled.div`
  padding: ${({ theme }) => theme.space(6)};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 1.25rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  onCancel: () => void;
  /** Omit to show no confirm button (e.g. when the body is a form with its own submit). */
  onConfirm?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
  confirmVariant?: 'primary' | 'danger';
}

/**
 * A modal dialog with confirm/cancel buttons. Escape and a click on the backdrop cancel (not while
 * busy); when it closes, focus returns to what had it before it opened.
 */
export function Modal({
  open,
  title,
  children,
  onCancel,
  onConfirm,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  busy = false,
  confirmVariant = 'primary',
}: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <Dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the page decides whether it closes (it stays open while busy).
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <Panel>
        <Title id={titleId}>{title}</Title>
        {children}
        <Actions>
          <Button type="button" $variant="ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          {onConfirm && (
            <Button type="button" $variant={confirmVariant} onClick={onConfirm} disabled={busy}>
              {confirmLabel}
            </Button>
          )}
        </Actions>
      </Panel>
    </Dialog>,
    document.body,
  );
}

export interface ConfirmModalProps extends Omit<ModalProps, 'title' | 'onConfirm'> {
  title?: ReactNode;
  onConfirm: () => void;
}

/** "Are you sure?" with Yes/No, the spec's delete confirmation; every label can be changed. */
export function ConfirmModal({
  title = 'Are you sure?',
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  confirmVariant = 'danger',
  ...props
}: ConfirmModalProps) {
  return (
    <Modal
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      confirmVariant={confirmVariant}
      {...props}
    />
  );
}
