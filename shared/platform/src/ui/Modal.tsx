import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { Button } from './Button';

/**
 * The browser's own modal dialog (`<dialog>` opened with `showModal()`): it moves focus in, makes
 * the rest of the page inert (focus stays in), closes on Escape and is announced as a dialog.
 * Hand-written around the native element rather than a dialog library: the element already does
 * the hard parts; what is left is the click on the backdrop and giving focus back.
 */
const Dialog = styled.dialog<{ $sheet: boolean }>`
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

  ${({ $sheet, theme }) =>
    $sheet &&
    css`
      @media (max-width: ${theme.breakpoints.md}) {
        width: 100%;
        max-width: 100%;
        max-height: 85vh;
        margin: auto 0 0;
        border-radius: ${theme.radius.lg} ${theme.radius.lg} 0 0;
      }
    `}
`;

/** Fills the dialog, so a click on the dialog element itself is a click on the backdrop. */
const Panel = styled.div`
  padding: ${({ theme }) => theme.space(6)};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 1.25rem;
`;

/** In a sheet the buttons stay in sight below a body taller than the screen. */
const Actions = styled.div<{ $sheet: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
  ${({ $sheet, theme }) =>
    $sheet &&
    css`
      position: sticky;
      bottom: 0;
      padding: ${theme.space(3)} 0;
      margin-top: ${theme.space(3)};
      background: ${theme.colors.surface};
    `}
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
export function Modal(input: ModalProps) {
  return useModalDialog(input, false);
}

/**
 * The same dialog as a sheet across the bottom of the screen below 768 px, its buttons in sight
 * under a body taller than the screen: a phone's menu, a page's filters. Wider, it is a Modal.
 */
export function Sheet(input: ModalProps) {
  return useModalDialog(input, true);
}

/** The dialog Modal and Sheet render, the portal while it is open. */
function useModalDialog(
  {
    open,
    title,
    children,
    onCancel,
    onConfirm,
    confirmLabel = 'Confirm',
    cancelLabel = 'Cancel',
    busy = false,
    confirmVariant = 'primary',
  }: ModalProps,
  sheet: boolean,
) {
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
      $sheet={sheet}
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
        <Actions $sheet={sheet}>
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
