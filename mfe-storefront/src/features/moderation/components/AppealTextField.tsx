import { useWatch, type UseFormReturn } from 'react-hook-form';
import { LIMITS } from '@replay/contract';
import { CountedTextArea } from '../../../components/CountedTextArea';

/** An appeal's form: what the member writes. */
export interface AppealValues {
  text: string;
}

export const emptyAppeal: AppealValues = { text: '' };

/** "Why should we change this decision?": required, at most LIMITS.appealTextMax characters. */
export function AppealTextField({ form }: { form: UseFormReturn<AppealValues> }) {
  const count = useWatch({ control: form.control, name: 'text' }).length;
  return (
    <CountedTextArea
      label="Why should we change this decision?"
      required
      count={count}
      maxLength={LIMITS.appealTextMax}
      error={form.formState.errors.text?.message}
      {...form.register('text', {
        validate: (text) => text.trim() !== '' || 'Tell us why we should change this decision',
        maxLength: {
          value: LIMITS.appealTextMax,
          message: `Keep your appeal to ${LIMITS.appealTextMax} characters or fewer`,
        },
      })}
    />
  );
}
