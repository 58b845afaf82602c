import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api, paths } from '@replay/contract';
import { PageTitle, TextField, useApiClient, useDocumentMeta } from '@replay/platform';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormAction } from '../../hooks/use-form-action';
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
  const { register, formState, error, onSubmit } = useFormAction(sendLink, { defaultValues: { email: '' } });
  const { errors, isSubmitting } = formState;

  async function sendLink({ email }: { email: string }) {
    await client.call(api.requestPasswordReset, { body: { email: email.trim() } });
    setSentTo(email.trim());
  }

  return (
    <AuthCard>
      <PageTitle>Forgot password</PageTitle>
      {sentTo ? (
        <p role="status">
          If an account uses {sentTo}, we sent it a link to choose a new password. It works for one hour.
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <p>Enter the e-mail address of your account: we will mail you a link to choose a new password.</p>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email', emailRules)}
          />
          <SubmitButton disabled={isSubmitting} error={error}>
            Send reset link
          </SubmitButton>
        </form>
      )}
      <p>
        <Link to={paths.login}>Back to login</Link>
      </p>
    </AuthCard>
  );
}
