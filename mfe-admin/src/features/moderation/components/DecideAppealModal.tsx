import { useForm } from 'react-hook-form';
import {
  APPEAL_OUTCOMES,
  DECISION_ACTION_LABELS,
  groupThousands,
  LIMITS,
  type AdminAppeal,
  type AppealOutcome,
} from '@replay/contract';
import { ErrorText, getErrorMessage, Modal, notifySuccess, TextAreaField } from '@replay/platform';
import { Choices } from '../../../components/Choices';
import { useDecideAppeal } from '../api/decide-appeal';
import { APPEAL_OUTCOME_CHOICES } from '../moderation-labels';

interface AppealValues {
  outcome: AppealOutcome | '';
  reason: string;
}

const rules = {
  outcome: { required: 'Choose an outcome' },
  reason: {
    validate: (reason: string) => {
      if (!reason.trim()) return 'Give the reason for the outcome';
      return (
        reason.trim().length <= LIMITS.decisionFactsMax ||
        `Keep the reason to ${groupThousands(String(LIMITS.decisionFactsMax))} characters or fewer`
      );
    },
  },
};

/**
 * "Decide" an open appeal: uphold or reverse the decision, with a reason the member reads. Success
 * toasts and closes (the lists refresh); a refusal (the admin made the decision themself, the appeal
 * is decided already) shows the server's message here, the admin's choices kept.
 */
export function DecideAppealModal({ appeal, onClose }: { appeal: AdminAppeal; onClose: () => void }) {
  const decide = useDecideAppeal();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AppealValues>({ defaultValues: { outcome: '', reason: '' } });

  const submit = handleSubmit(({ outcome, reason }) =>
    decide.mutate(
      { appealId: appeal._id, outcome: outcome as AppealOutcome, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(outcome === 'reversed' ? 'Decision reversed' : 'Decision upheld');
          onClose();
        },
      },
    ),
  );

  return (
    <Modal
      open
      title="Decide the appeal"
      onCancel={onClose}
      onConfirm={() => void submit()}
      confirmLabel="Decide"
      busy={decide.isPending}
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Appeal decision">
        <p>
          {appeal.appellant.name} appeals “{DECISION_ACTION_LABELS[appeal.decision.action]}” about{' '}
          {appeal.decision.targetText}, decided by {appeal.decidedBy.name}.
        </p>
        <Choices aria-describedby={errors.outcome ? 'appeal-outcome-error' : undefined}>
          <legend>Outcome</legend>
          {APPEAL_OUTCOMES.map((outcome) => (
            <label key={outcome}>
              <input type="radio" value={outcome} {...register('outcome', rules.outcome)} />
              {APPEAL_OUTCOME_CHOICES[outcome]}
            </label>
          ))}
          {errors.outcome && <ErrorText id="appeal-outcome-error">{errors.outcome.message}</ErrorText>}
        </Choices>
        <TextAreaField label="Reason" error={errors.reason?.message} {...register('reason', rules.reason)} />
        {decide.isError && <ErrorText>{getErrorMessage(decide.error)}</ErrorText>}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
