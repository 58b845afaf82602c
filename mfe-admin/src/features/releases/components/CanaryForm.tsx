import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  ApiClientError,
  ErrorText,
  getErrorMessage,
  notifySuccess,
  TextAreaField,
  TextField,
  TouchButton,
} from '@replay/platform';
import type { ReleaseRemote } from '../api/get-releases';
import { useUpdateRelease } from '../api/update-release';
import { REMOTE_LABELS } from '../release-text';
import { CANARY_FIELDS, canaryBody, canaryDefaults, canaryRules, type CanaryValues } from '../release-rules';

const Form = styled.form`
  max-width: 640px;
  input:not([type='checkbox']) {
    min-height: 44px;
  }
`;

/** The version and the share side by side; one over the other on a phone. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  column-gap: ${({ theme }) => theme.space(4)};
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-weight: 600;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;

/**
 * Starts a canary or changes the one under way: its version, the share of visitors who get it
 * (0–100), whether it is promoted by itself once healthy, and the reason. Saved: a toast, the
 * registry refreshes. A refusal shows the server's word on its field, or its message under the form.
 */
export function CanaryForm({ remote }: { remote: ReleaseRemote }) {
  const update = useUpdateRelease();
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<CanaryValues>({ defaultValues: canaryDefaults(remote) });
  const rules = canaryRules(remote.stable.version);
  const label = REMOTE_LABELS[remote.name];

  const submit = handleSubmit(async (values) => {
    setFailure('');
    try {
      await update.mutateAsync({ remote: remote.name, ...canaryBody(remote, values) });
      notifySuccess(`${label} canary ${values.version.trim()} at ${Number(values.share)} % of visitors`);
      reset({ ...values, version: values.version.trim(), share: String(Number(values.share)), reason: '' });
    } catch (error) {
      const fieldErrors = (error instanceof ApiClientError && error.errors) || {};
      const named = Object.entries(CANARY_FIELDS).filter(([field]) => fieldErrors[field]);
      for (const [field, name] of named) setError(name, { message: fieldErrors[field] });
      if (named.length === 0) setFailure(getErrorMessage(error));
    }
  });

  return (
    <Form noValidate aria-label={`Canary of ${label}`} onSubmit={(event) => void submit(event)}>
      <Pair>
        <TextField
          label="Canary version"
          autoComplete="off"
          spellCheck={false}
          error={errors.version?.message}
          {...register('version', rules.version)}
        />
        <TextField
          label="Share of visitors (%)"
          type="number"
          inputMode="numeric"
          min="0"
          max="100"
          step="1"
          error={errors.share?.message}
          {...register('share', rules.share)}
        />
      </Pair>
      <Check>
        <input type="checkbox" {...register('autoPromote')} />
        Promote automatically once healthy
      </Check>
      <TextAreaField label="Reason" rows={2} error={errors.reason?.message} {...register('reason', rules.reason)} />
      <TouchButton type="submit" disabled={update.isPending}>
        {remote.canary ? 'Change the canary' : 'Start the canary'}
      </TouchButton>
      {failure && <ErrorText>{failure}</ErrorText>}
    </Form>
  );
}
