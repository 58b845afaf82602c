import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { DECISION_ACTION_LABELS, type Decision } from '@replay/contract';
import { ErrorText, getErrorMessage, Modal, notifySuccess } from '@replay/platform';
import { useAppealDecision } from '../api/decisions';
import { AppealTextField, emptyAppeal, type AppealValues } from './AppealTextField';

/** What is appealed, in a box that scrolls when the message decided on is long. */
const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  max-height: 8rem;
  overflow: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/**
 * "Appeal this decision": the member's reasons, sent once. Success toasts and closes (`onSent`); a
 * refusal (the window has just closed, an appeal already sent) shows the server's message here, the
 * member's words kept.
 */
export function AppealDialog({
  decision,
  onClose,
  onSent,
}: {
  decision: Decision;
  onClose: () => void;
  onSent: () => void;
}) {
  const form = useForm<AppealValues>({ defaultValues: emptyAppeal });
  const { handleSubmit, setFocus } = form;
  const appeal = useAppealDecision();

  // The dialog has just opened (its effect runs first): start in the box.
  useEffect(() => setFocus('text'), [setFocus]);

  const submit = handleSubmit(({ text }) =>
    appeal.mutate(
      { decisionId: decision._id, text: text.trim() },
      {
        onSuccess: () => {
          notifySuccess('Appeal sent');
          onSent();
        },
      },
    ),
  );

  return (
    <Modal
      open
      title="Appeal this decision"
      confirmLabel="Send appeal"
      onCancel={onClose}
      onConfirm={() => void submit()}
      busy={appeal.isPending}
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Appeal">
        <Summary>
          {DECISION_ACTION_LABELS[decision.action]}: {decision.targetText}
        </Summary>
        <AppealTextField form={form} />
        {appeal.isError && <ErrorText>{getErrorMessage(appeal.error)}</ErrorText>}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
