import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { LIMITS, type PayoutAccount, type PayoutAccountInput } from '@replay/contract';
import { ApiClientError, ErrorText, SelectField, TextField, getErrorMessage, notifySuccess } from '@replay/platform';
import { TouchButton } from '../../../components/TouchButton';
import { useSavePayoutAccount } from '../api/save-payout-account';

const Form = styled.form`
  max-width: 480px;
`;

const Hint = styled.p`
  margin: -${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

/** Countries payouts can go to, by their ISO 3166-1 code (what the API takes). */
const COUNTRIES = [
  ['AT', 'Austria'],
  ['BE', 'Belgium'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['IE', 'Ireland'],
  ['IT', 'Italy'],
  ['NL', 'Netherlands'],
  ['PT', 'Portugal'],
  ['ES', 'Spain'],
  ['GB', 'United Kingdom'],
  ['US', 'United States'],
] as const;

const COUNTRY_OPTIONS = [
  { value: '', label: 'Select a country' },
  ...COUNTRIES.map(([value, label]) => ({ value, label })),
];

/** An account number as sent: no spaces, upper case ("de89 3704…" → "DE893704…"). */
const normalIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/** The form's rules: those of PUT /me/payout-account's body; the server checks the IBAN itself. */
const rules = {
  legalName: {
    validate: (name: string) => {
      const length = name.trim().length;
      if (length === 0) return 'Legal name is required';
      if (length < 2 || length > LIMITS.nameMax) return `Legal name must be 2 to ${LIMITS.nameMax} characters`;
      return true;
    },
  },
  country: { required: 'Country is required' },
  iban: {
    validate: (iban: string) => {
      const value = normalIban(iban);
      if (!value) return 'IBAN is required';
      return /^[A-Z0-9]{5,42}$/.test(value) || 'An IBAN is 5 to 42 letters and digits';
    },
  },
};

const FIELDS: ReadonlyArray<keyof PayoutAccountInput> = ['legalName', 'country', 'iban'];

/**
 * Payouts with the built-in provider: legal name, country and IBAN (PUT /me/payout-account). The
 * server's 400 names the field it refuses (`errors.iban`), shown on it; other refusals under the form.
 */
export function PayoutAccountForm({ account, onSaved }: { account: PayoutAccount; onSaved: () => void }) {
  const save = useSavePayoutAccount();
  const [failure, setFailure] = useState('');
  const ibanId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PayoutAccountInput>({
    defaultValues: { legalName: account.legalName ?? '', country: account.country ?? '', iban: '' },
  });

  // TextField describes its input by its error only: the hint (the demo's test numbers) is added.
  const ibanError = errors.iban?.message;
  useEffect(() => {
    const described = [`${ibanId}-hint`, ...(ibanError ? [`${ibanId}-error`] : [])].join(' ');
    document.getElementById(ibanId)?.setAttribute('aria-describedby', described);
  }, [ibanId, ibanError]);

  const submit = handleSubmit(async ({ legalName, country, iban }) => {
    setFailure('');
    try {
      await save.mutateAsync({ legalName: legalName.trim(), country, iban: normalIban(iban) });
      notifySuccess('Payout account saved');
      onSaved();
    } catch (error) {
      const fieldErrors = (error instanceof ApiClientError && error.errors) || {};
      const named = FIELDS.filter((field) => fieldErrors[field]);
      for (const field of named) setError(field, { message: fieldErrors[field] });
      if (named.length === 0) setFailure(getErrorMessage(error));
    }
  });

  return (
    <Form noValidate aria-label="Payout account" onSubmit={(event) => void submit(event)}>
      <TextField
        label="Legal name"
        autoComplete="name"
        error={errors.legalName?.message}
        {...register('legalName', rules.legalName)}
      />
      <SelectField
        label="Country"
        options={COUNTRY_OPTIONS}
        autoComplete="country"
        error={errors.country?.message}
        {...register('country', rules.country)}
      />
      <TextField
        id={ibanId}
        label="IBAN"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        error={ibanError}
        {...register('iban', rules.iban)}
      />
      <Hint id={`${ibanId}-hint`}>
        Test account numbers: DE89370400440532013000 (paid), DE62370400440532013001 (payouts fail),
        DE35370400440532013002 (restricted)
      </Hint>
      <TouchButton type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save payout account'}
      </TouchButton>
      {failure && <ErrorText>{failure}</ErrorText>}
    </Form>
  );
}
