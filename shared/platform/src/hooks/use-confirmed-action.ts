import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../toast/toast';

export interface ConfirmedAction<Target> {
  /** What the open confirmation is about; null while it is closed. */
  target: Target | null;
  /** Opens the confirmation for `target`. */
  ask: (target: Target) => void;
  /**
   * Spread on the confirmation's `Modal` or `ConfirmModal`: open while there is a target,
   * Confirm runs the mutation, Cancel closes, both buttons disabled while it runs.
   */
  modalProps: { open: boolean; onConfirm: () => void; onCancel: () => void; busy: boolean };
}

/**
 * The confirm-then-run flow of a row action (delete, verify, advertise): `ask(row)` opens the
 * confirmation; confirming runs the mutation with `variablesOf(row)`, toasts `successText` or
 * the failure's message, and closes the confirmation either way.
 */
export function useConfirmedAction<Target, Variables>({
  mutation,
  variablesOf,
  successText,
}: {
  mutation: UseMutationResult<unknown, Error, Variables>;
  variablesOf: (target: Target) => Variables;
  successText: string;
}): ConfirmedAction<Target> {
  const [target, setTarget] = useState<Target | null>(null);

  function confirm() {
    if (target === null) return;
    mutation.mutate(variablesOf(target), {
      onSuccess: () => notifySuccess(successText),
      onError: (error) => notifyError(error),
      onSettled: () => setTarget(null),
    });
  }

  return {
    target,
    ask: (next) => setTarget(next),
    modalProps: {
      open: target !== null,
      onConfirm: confirm,
      onCancel: () => setTarget(null),
      busy: mutation.isPending,
    },
  };
}
