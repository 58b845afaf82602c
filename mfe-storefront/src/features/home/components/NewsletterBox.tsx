import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button, TextField } from '@replay/shared';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

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

interface NewsletterForm {
  email: string;
}

/** The newsletter box. The spec connects it to no call, so subscribing only thanks the visitor. */
export function NewsletterBox() {
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewsletterForm>();

  return (
    <Box aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Get the best deals first</h2>
      <p>New listings, price drops and retro finds, once a week in your inbox.</p>
      {subscribed ? (
        <Thanks role="status">Thank you for subscribing! We will write to {subscribed}.</Thanks>
      ) : (
        <Form noValidate onSubmit={handleSubmit(({ email }) => setSubscribed(email))}>
          <TextField
            label="Newsletter e-mail"
            type="email"
            placeholder="you@example.com"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email', {
              required: 'Email is required',
              pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Enter a valid e-mail address' },
            })}
          />
          <Button type="submit">Subscribe</Button>
        </Form>
      )}
    </Box>
  );
}
