import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { ErrorText, getErrorMessage, Modal, notifySuccess, TextAreaField } from '@replay/platform';
import type { ReleaseRemote } from '../api/get-releases';
import { useUpdateRelease, type ReleaseUpdate } from '../api/update-release';
import { REMOTE_LABELS } from '../release-text';
import { reasonRule } from '../release-rules';

export type ReleaseAction = 'promote' | 'rollback';

const Hint = styled.span`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

/** What each action is called, says, sends and toasts, for a remote with a canary. */
const ACTIONS: Record<
  ReleaseAction,
  {
    title: string;
    confirm: string;
    says: (label: string, stable: string, canary: string) => string;
    body: (canary: string) => Omit<ReleaseUpdate, 'reason'>;
    done: (label: string, canary: string) => string;
  }
> = {
  promote: {
    title: 'Promote the canary',
    confirm: 'Promote',
    says: (label, stable, canary) =>
      `${label} ${canary} becomes the stable version every visitor gets, in place of ${stable}; the canary ends.`,
    body: (canary) => ({ stable: canary, canary: null }),
    done: (label, canary) => `${label} ${canary} is now the stable version`,
  },
  rollback: {
    title: 'Roll back the canary',
    confirm: 'Roll back',
    says: (label, stable, canary) =>
      `Every visitor gets ${label} ${stable} again; ${canary} stays as the canary at 0 %, to promote or replace later.`,
    body: () => ({ share: 0 }),
    done: (label, canary) => `${label} ${canary} rolled back: every visitor gets the stable version`,
  },
};

/**
 * Promote or Roll back a remote's canary, confirmed with the reason the history records. Success
 * toasts and closes (the registry refreshes); a refusal (a version no longer released or not
 * fitting the shell) shows the server's message here, the reason kept.
 */
export function ReleaseActionModal({
  remote,
  action,
  onClose,
}: {
  remote: ReleaseRemote & { canary: NonNullable<ReleaseRemote['canary']> };
  action: ReleaseAction;
  onClose: () => void;
}) {
  const update = useUpdateRelease();
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const { title, confirm, says, body, done } = ACTIONS[action];
  const label = REMOTE_LABELS[remote.name];
  const canary = remote.canary.version;

  const submit = handleSubmit(async ({ reason }) => {
    setFailure('');
    try {
      await update.mutateAsync({ remote: remote.name, ...body(canary), reason: reason.trim() });
      notifySuccess(done(label, canary));
      onClose();
    } catch (error) {
      setFailure(getErrorMessage(error));
    }
  });

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onConfirm={() => void submit()}
      confirmLabel={confirm}
      confirmVariant={action === 'rollback' ? 'danger' : 'primary'}
      busy={update.isPending}
    >
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
        <p>{says(label, remote.stable.version, canary)}</p>
        <TextAreaField
          label={
            <>
              Reason <Hint>Recorded in the history</Hint>
            </>
          }
          error={errors.reason?.message}
          {...register('reason', reasonRule)}
        />
        {failure && <ErrorText>{failure}</ErrorText>}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
