import type { ReactNode } from 'react';
import { Button, ErrorText } from '@replay/platform';

/** A form's submit button, and the form's failure in red under it. */
export function SubmitButton({ disabled, error, children }: { disabled: boolean; error: string; children: ReactNode }) {
  return (
    <>
      <Button type="submit" disabled={disabled}>
        {children}
      </Button>
      {error && <ErrorText>{error}</ErrorText>}
    </>
  );
}
