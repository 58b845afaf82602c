import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@replay/platform';
import { cardSurface } from '../../../components/styles';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(8)};
  ${cardSurface}

  h2,
  p {
    margin: 0;
  }
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};

  & > div {
    flex: 1 1 260px;
    margin-bottom: 0;
  }
  & > button {
    /* Aligns with the input under its label. */
    margin-top: 1.6rem;
  }
`;

const Thanks = styled.p`
  /* Same height as the form it replaces. */
  min-height: 4.6rem;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Email is required';
  if (!EMAIL_PATTERN.test(email.trim())) return 'Enter a valid e-mail address';
  return undefined;
}

/**
 * The newsletter box. The spec connects it to no call, so subscribing only thanks the visitor.
 * One field, checked on submit: a plain form keeps react-hook-form off the home page's first load.
 */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [subscribed, setSubscribed] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (!problem) setSubscribed(email.trim());
  };

  return (
    <Box aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Get the best deals first</h2>
      <p>New listings, price drops and retro finds, once a week in your inbox.</p>
      {subscribed ? (
        <Thanks role="status">Thank you for subscribing! We will write to {subscribed}.</Thanks>
      ) : (
        <Form noValidate onSubmit={onSubmit}>
          <TextField
            label="Newsletter e-mail"
            type="email"
            name="email"
            placeholder="you@example.com"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              // Once shown, the message follows what is typed.
              if (error) setError(emailError(event.target.value));
            }}
          />
          <Button type="submit">Subscribe</Button>
        </Form>
      )}
    </Box>
  );
}
