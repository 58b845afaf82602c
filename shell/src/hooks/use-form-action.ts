import { useState, type FormEvent } from 'react';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import { getErrorMessage } from '@replay/platform';

/**
 * A form whose valid values go to `action`: react-hook-form's `useForm` with `onSubmit` for the
 * form element, and `error`, the message of what `action` threw, shown under the form until the
 * next submit.
 */
export function useFormAction<Values extends FieldValues>(
  action: (values: Values) => Promise<void>,
  options?: UseFormProps<Values>,
) {
  const form = useForm<Values>(options);
  const [error, setError] = useState('');
  const submit = form.handleSubmit(async (values) => {
    setError('');
    try {
      await action(values);
    } catch (err) {
      setError(getErrorMessage(err));
    }
  });
  return { ...form, error, onSubmit: (event: FormEvent) => void submit(event) };
}
