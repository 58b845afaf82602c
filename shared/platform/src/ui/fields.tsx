import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ErrorText } from './text';

/**
 * Labelled form fields with their error text, built to take react-hook-form's `register`:
 *
 *   <TextField label="Email" type="email" error={errors.email?.message} {...register('email', …)} />
 */
const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const control = css<{ $invalid: boolean }>`
  font: inherit;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  &:read-only {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
`;
const Select = styled.select<{ $invalid: boolean }>`
  ${control}
`;
const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
`;

interface FieldProps {
  label: ReactNode;
  error?: string;
}

function Field({ id, label, error, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </FieldBox>
  );
}

function useFieldIds(id: string | undefined, error: string | undefined) {
  const generated = useId();
  const fieldId = id ?? generated;
  return {
    id: fieldId,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${fieldId}-error` : undefined,
  };
}

export type TextFieldProps = FieldProps & ComponentPropsWithRef<'input'>;

export function TextField({ label, error, id, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, error);
  return (
    <Field id={ids.id} label={label} error={error}>
      <Input {...input} {...ids} $invalid={Boolean(error)} />
    </Field>
  );
}

/** A file picker; pass `accept="image/*"` for images only. */
export function FileField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="file" {...props} />;
}

export type TextAreaFieldProps = FieldProps & ComponentPropsWithRef<'textarea'>;

export function TextAreaField({ label, error, id, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(id, error);
  return (
    <Field id={ids.id} label={label} error={error}>
      <TextArea rows={4} {...textarea} {...ids} $invalid={Boolean(error)} />
    </Field>
  );
}

export type SelectFieldProps = FieldProps &
  ComponentPropsWithRef<'select'> & { options: ReadonlyArray<{ value: string; label: string }> };

export function SelectField({ label, error, id, options, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id, error);
  return (
    <Field id={ids.id} label={label} error={error}>
      <Select {...select} {...ids} $invalid={Boolean(error)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
