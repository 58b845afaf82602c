import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import {
  DECISION_ACTION_LABELS,
  DECISION_ACTIONS_BY_TARGET,
  DECISION_GROUND_LABELS,
  DECISION_GROUNDS,
  GROUNDS_WITHOUT_WARNING,
  LIMITS,
  type CaseDetail,
} from '@replay/contract';
import {
  ApiClientError,
  ErrorText,
  getErrorMessage,
  notifySuccess,
  SelectField,
  TextAreaField,
  TextField,
} from '@replay/platform';
import { TouchButton } from '../../../components/TouchButton';
import { useDecideCase } from '../api/decide-case';
import {
  DECISION_FIELDS,
  decisionBody,
  decisionRules,
  needsDays,
  needsLaw,
  NO_DECISION,
  type DecisionValues,
} from '../decision-rules';

const Form = styled.form`
  max-width: 560px;
  input,
  select {
    min-height: 44px;
  }
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
`;

const Warning = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

const GROUND_OPTIONS = [
  { value: '', label: 'Choose the ground' },
  ...DECISION_GROUNDS.map((ground) => ({ value: ground, label: DECISION_GROUND_LABELS[ground] })),
];

/**
 * The decision on an open case: an action that fits its target, the ground (and the law, for
 * illegal content), the facts and, for a suspension, its days. Recorded: a toast, and the page shows
 * the decision (the case is fetched again). A refusal (decided meanwhile, a suspension without an
 * earlier warning) shows the server's message here, the admin's words kept.
 */
export function DecisionForm({ detail }: { detail: CaseDetail }) {
  const decide = useDecideCase();
  const [failure, setFailure] = useState('');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DecisionValues>({ defaultValues: NO_DECISION });
  const [action, ground] = useWatch({ control, name: ['action', 'ground'] });

  const actionOptions = [
    { value: '', label: 'Choose an action' },
    ...DECISION_ACTIONS_BY_TARGET[detail.target.kind].map((value) => ({
      value,
      label: DECISION_ACTION_LABELS[value],
    })),
  ];
  // A suspension needs a warning first, unless its ground is one of GROUNDS_WITHOUT_WARNING.
  const warnFirst =
    needsDays(action) && ground !== '' && !GROUNDS_WITHOUT_WARNING.includes(ground) && detail.strikes === 0;

  const submit = handleSubmit(async (values) => {
    setFailure('');
    try {
      await decide.mutateAsync({ caseId: detail._id, ...decisionBody(values) });
      notifySuccess('Decision recorded');
    } catch (error) {
      const fieldErrors = (error instanceof ApiClientError && error.errors) || {};
      const named = DECISION_FIELDS.filter((field) => fieldErrors[field]);
      for (const field of named) setError(field, { message: fieldErrors[field] });
      if (named.length === 0) setFailure(getErrorMessage(error));
    }
  });

  return (
    <Form noValidate aria-label="Decision" onSubmit={(event) => void submit(event)}>
      <Lead>
        The member gets a statement of reasons with the action, its ground, the law and the facts; the reporters learn
        the outcome.
      </Lead>
      <SelectField
        label="Action"
        options={actionOptions}
        error={errors.action?.message}
        {...register('action', decisionRules.action)}
      />
      {needsDays(action) && (
        <TextField
          label="Days"
          type="number"
          inputMode="decimal"
          step="any"
          min="0"
          max={LIMITS.suspensionDaysMax}
          error={errors.days?.message}
          {...register('days', decisionRules.days)}
        />
      )}
      <SelectField
        label="Ground"
        options={GROUND_OPTIONS}
        error={errors.ground?.message}
        {...register('ground', decisionRules.ground)}
      />
      {warnFirst && (
        <Warning>This member has no warning on record: on this ground, warn them before suspending.</Warning>
      )}
      {needsLaw(ground) && (
        <TextField
          label="Law"
          autoComplete="off"
          maxLength={LIMITS.lawMax}
          error={errors.law?.message}
          {...register('law', decisionRules.law)}
        />
      )}
      <TextAreaField label="Facts" rows={6} error={errors.facts?.message} {...register('facts', decisionRules.facts)} />
      <TouchButton type="submit" disabled={decide.isPending}>
        Decide
      </TouchButton>
      {failure && <ErrorText>{failure}</ErrorText>}
    </Form>
  );
}
