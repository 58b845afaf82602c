import { useEffect, useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from './Button';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div`
  width: min(100%, 480px);
  max-height: 90vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
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

/** A dialog over the page with confirm/cancel buttons. Escape and the overlay cancel. */
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

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busy) onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, busy, onCancel]);

  if (!open) return null;

  return createPortal(
    <Overlay onClick={() => !busy && onCancel()}>
      <Panel role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(event) => event.stopPropagation()}>
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
    </Overlay>,
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
