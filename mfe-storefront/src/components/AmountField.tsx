import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorText } from '@replay/platform';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  label {
    font-weight: 600;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/** The input after a "$" that belongs to it: one box, the sign never typed. */
const Money = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  max-width: 16rem;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
  span {
    padding-left: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.muted};
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)};
    font: inherit;
    border: none;
    background: none;
    outline: none;
  }
`;

export type AmountFieldProps = {
  label: string;
  /** Which amounts are taken, read with the field (`aria-describedby`). */
  hint: ReactNode;
  error?: string;
} & ComponentPropsWithRef<'input'>;

/**
 * An amount in dollars and cents, typed as text (the decimal keypad on a phone), built to take
 * react-hook-form's `register`; the form reads it with parseDollars, to the cent.
 */
export function AmountField({ label, hint, error, ...input }: AmountFieldProps) {
  const id = useId();
  return (
    <Box>
      <label htmlFor={id}>{label}</label>
      <Hint id={`${id}-hint`}>{hint}</Hint>
      <Money $invalid={Boolean(error)}>
        <span aria-hidden="true">$</span>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          {...input}
        />
      </Money>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Box>
  );
}
