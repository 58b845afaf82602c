import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { api, paths } from '@replay/contract';
import {
  Button,
  ErrorText,
  getErrorMessage,
  PageTitle,
  TextField,
  useApiClient,
  useDocumentMeta,
} from '@replay/platform';
import { AuthCard } from './components/AuthCard';
import { emailRules } from './validation';

/**
 * `/forgot-password`: the address to send a reset link to. The answer never says whether an
 * account uses it (the API answers alike), so neither does the page.
 */
export function ForgotPasswordPage() {
  useDocumentMeta('Forgot password');
  const client = useApiClient();
  const [sentTo, setSentTo] = useState('');
  const [error, setError] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  async function onSubmit({ email }: { email: string }) {
    setError('');
    try {
      await client.call(api.requestPasswordReset, { body: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (err) {
      setError(getErrorMessage(err));
    }
  }

  return (
    <AuthCard>
      <PageTitle>Forgot password</PageTitle>
      {sentTo ? (
        <p role="status">
          If an account uses {sentTo}, we sent it a link to choose a new password. It works for one hour.
        </p>
      ) : (
        <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
          <p>Enter the e-mail address of your account: we will mail you a link to choose a new password.</p>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email', emailRules)}
          />
          <Button type="submit" disabled={isSubmitting}>
            Send reset link
          </Button>
          {error && <ErrorText>{error}</ErrorText>}
        </form>
      )}
      <p>
        <Link to={paths.login}>Back to login</Link>
      </p>
    </AuthCard>
  );
}
