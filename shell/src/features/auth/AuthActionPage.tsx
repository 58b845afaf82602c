import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { api, paths } from '@replay/contract';
import { Button, ErrorText, getErrorMessage, PageTitle, useApiClient, useDocumentMeta } from '@replay/platform';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormAction } from '../../hooks/use-form-action';
import { AuthCard } from './components/AuthCard';
import { PasswordField } from './components/fields';
import { passwordRules } from './validation';

/**
 * `/auth/action?mode=…&oobCode=…`: where the links the API mails lead. Every mode is carried out by
 * the API (it applies the code at the identity provider, then mails what follows):
 * `resetPassword` (a new password, the sign-up rules), `verifyEmail` and `verifyAndChangeEmail`
 * (applied as the page opens), `recoverEmail` (the undo of a change of address, on a click).
 */
export function AuthActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode') ?? '';
  const oobCode = params.get('oobCode') ?? '';
  if (!oobCode) return <Done title="Account" error="This link is incomplete; open it again from the mail." />;
  if (mode === 'resetPassword') return <ResetPassword oobCode={oobCode} />;
  if (mode === 'verifyEmail' || mode === 'verifyAndChangeEmail') return <ApplyCode mode={mode} oobCode={oobCode} />;
  if (mode === 'recoverEmail') return <RecoverEmail oobCode={oobCode} />;
  return <Done title="Account" error="This link is not one of ours." />;
}

function Done({ title, message, error }: { title: string; message?: string; error?: string }) {
  useDocumentMeta(title);
  return (
    <AuthCard>
      <PageTitle>{title}</PageTitle>
      {message && <p role="status">{message}</p>}
      {error && <ErrorText>{error}</ErrorText>}
      <p>
        <Link to={paths.login}>Go to login</Link>
      </p>
    </AuthCard>
  );
}

function ResetPassword({ oobCode }: { oobCode: string }) {
  useDocumentMeta('Choose a new password');
  const client = useApiClient();
  const [done, setDone] = useState(false);
  const { register, formState, error, onSubmit } = useFormAction(changePassword, { defaultValues: { password: '' } });
  const { errors, isSubmitting } = formState;

  async function changePassword({ password }: { password: string }) {
    await client.call(api.resetPassword, { body: { oobCode, password } });
    setDone(true);
  }

  if (done) return <Done title="Password changed" message="Your password was changed. Sign in with the new one." />;
  return (
    <AuthCard>
      <PageTitle>Choose a new password</PageTitle>
      <form onSubmit={onSubmit} noValidate>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', passwordRules)}
        />
        <SubmitButton disabled={isSubmitting} error={error}>
          Change password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

function ApplyCode({ mode, oobCode }: { mode: 'verifyEmail' | 'verifyAndChangeEmail'; oobCode: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ email?: string; error?: string }>();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const endpoint = mode === 'verifyEmail' ? api.verifyEmail : api.confirmEmailChange;
    client
      .call(endpoint, { body: { oobCode } })
      .then(({ email }) => {
        setResult({ email });
        void queryClient.invalidateQueries({ queryKey: ['account'] });
      })
      .catch((error: unknown) => setResult({ error: getErrorMessage(error) }));
  }, [client, queryClient, mode, oobCode]);

  const title = mode === 'verifyEmail' ? 'Confirm your e-mail address' : 'Confirm your new e-mail address';
  if (!result) return <Done title={title} message="Confirming…" />;
  if (result.error) return <Done title={title} error={result.error} />;
  return (
    <Done
      title={title}
      message={
        mode === 'verifyEmail'
          ? `Thank you: ${result.email} is confirmed.`
          : `Your account now uses ${result.email}. Sign in with it from now on.`
      }
    />
  );
}

function RecoverEmail({ oobCode }: { oobCode: string }) {
  useDocumentMeta('Undo the change of address');
  const client = useApiClient();
  const [result, setResult] = useState<{ email?: string; error?: string }>();
  const [busy, setBusy] = useState(false);

  async function undo() {
    setBusy(true);
    try {
      setResult(await client.call(api.recoverEmail, { body: { oobCode } }));
    } catch (error) {
      setResult({ error: getErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard>
      <PageTitle>Undo the change of address</PageTitle>
      {result?.email ? (
        <p role="status">
          Your account uses {result.email} again and was signed out everywhere.{' '}
          <Link to={paths.forgotPassword}>Choose a new password</Link> if someone else knew it.
        </p>
      ) : (
        <>
          <p>Give your account its previous e-mail address back and sign it out everywhere?</p>
          <Button type="button" disabled={busy} onClick={() => void undo()}>
            Undo the change
          </Button>
          {result?.error && <ErrorText>{result.error}</ErrorText>}
        </>
      )}
    </AuthCard>
  );
}
