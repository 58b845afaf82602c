import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { LIMITS } from '@replay/contract';
import { Button } from '@replay/platform';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
  label {
    grid-column: 1 / -1;
    font-weight: 600;
  }
  textarea {
    font: inherit;
    min-height: 44px;
    max-height: 200px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    resize: vertical;
  }
`;

const Hint = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;

/**
 * The box to write the next message: Enter sends, Shift+Enter starts a new line (and Enter while
 * an input method is composing a character is left to it). Text only, at most 2000 characters.
 */
export function Composer({ onSend, disabled }: { onSend: (body: string) => void; disabled?: boolean }) {
  const [text, setText] = useState('');
  const id = useId();

  const send = () => {
    const body = text.trim();
    if (!body || disabled) return;
    onSend(body);
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Form onSubmit={onSubmit} aria-label="Write a message">
      <label htmlFor={id}>Your message</label>
      <textarea
        id={id}
        rows={2}
        value={text}
        maxLength={LIMITS.messageMax}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
      />
      <Button type="submit" disabled={disabled || !text.trim()}>
        Send
      </Button>
      <Hint id={`${id}-hint`}>Enter sends, Shift+Enter starts a new line.</Hint>
    </Form>
  );
}
