import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@replay/contract';
import {
  Button,
  getErrorMessage,
  notifyError,
  signInWithGoogle,
  signInWithPassword,
  useAuthService,
  useHydrated,
  usePlatform,
} from '@replay/platform';
import { SubmitButton } from '../../../components/SubmitButton';
import { useFinishSignIn, useLoginRedirectState } from '../hooks/use-finish-sign-in';
import { emailRules, passwordRules } from '../validation';
import { Divider } from './AuthCard';
import { EmailField, PasswordField } from './fields';

/** "Forgot password?": a finger's target on a phone, though it reads as a text link. */
const ForgotLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  min-width: 44px;
`;

interface LoginValues {
  email: string;
  password: string;
}

/**
 * E-mail/password and Google sign-in; a failure shows, as the specification says, as a toast and in
 * red under the form, in the platform's words (never the identity provider's code).
 */
export function LoginForm() {
  const service = useAuthService();
  const platform = usePlatform();
  const finishSignIn = useFinishSignIn('Login Successfully');
  const redirect = useLoginRedirectState();
  const [error, setError] = useState('');
  const [googleBusy, setGoogleBusy] = useState(false);
  // The page is prerendered: nothing submits before its script runs (useHydrated).
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>();

  function fail(err: unknown) {
    console.error(err);
    const message = getErrorMessage(err);
    setError(message);
    notifyError(message);
  }

  async function onSubmit({ email, password }: LoginValues) {
    setError('');
    try {
      await signInWithPassword(platform, service, email, password);
    } catch (err) {
      return fail(err);
    }
    await finishSignIn();
  }

  async function onGoogle() {
    setError('');
    setGoogleBusy(true);
    try {
      await signInWithGoogle(platform, service);
    } catch (err) {
      setGoogleBusy(false);
      return fail(err);
    }
    await finishSignIn();
  }

  const busy = isSubmitting || googleBusy;

  return (
    <>
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <EmailField error={errors.email?.message} {...register('email', emailRules)} />
        <PasswordField
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', passwordRules)}
        />
        <p>
          <ForgotLink to={paths.forgotPassword}>Forgot password?</ForgotLink>
        </p>
        <SubmitButton disabled={busy || !hydrated} error={error}>
          Login
        </SubmitButton>
      </form>
      <Divider>
        New to Replay Market?{' '}
        <Link to={paths.signup} state={redirect}>
          Create new account
        </Link>
      </Divider>
      <Divider>OR</Divider>
      <Button
        type="button"
        $variant="ghost"
        style={{ width: '100%' }}
        onClick={() => void onGoogle()}
        disabled={busy || !hydrated}
      >
        Continue with Google
      </Button>
    </>
  );
}
