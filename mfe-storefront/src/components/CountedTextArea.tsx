import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { TextAreaField } from '@replay/platform';

const Box = styled.div`
  textarea {
    resize: vertical;
    min-height: 5rem;
  }
`;

/** Tucked under the field, inside its bottom margin. */
const Counter = styled.p`
  margin: -${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(2)};
  text-align: right;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

type CountedTextAreaProps = ComponentProps<typeof TextAreaField> & {
  /** The text's length now (react-hook-form's `useWatch`, or the state the field is bound to). */
  count: number;
  maxLength: number;
};

/** A labelled box for longer text, at most `maxLength` characters, with its count under it ("12/1000"). */
export function CountedTextArea({ count, maxLength, ...field }: CountedTextAreaProps) {
  return (
    <>
      <Box>
        <TextAreaField maxLength={maxLength} {...field} />
      </Box>
      <Counter>
        {count}/{maxLength}
        <span className="visually-hidden"> characters</span>
      </Counter>
    </>
  );
}
