import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { paths, type SelfServiceRole } from '@replay/contract';
import {
  FileField,
  SelectField,
  TextField,
  getErrorMessage,
  useHydrated,
  signUp,
  useAuthService,
  usePlatform,
} from '@replay/platform';
import { SubmitButton } from '../../../components/SubmitButton';
import { useFinishSignIn, useLoginRedirectState } from '../hooks/use-finish-sign-in';
import { emailRules, imageRules, nameRules, passwordRules } from '../validation';
import { Divider } from './AuthCard';
import { EmailField, PasswordField } from './fields';

interface SignUpValues {
  name: string;
  role: SelfServiceRole;
  email: string;
  password: string;
  image: FileList;
}

const ROLE_OPTIONS = [
  { value: 'buyer', label: 'Buyer' },
  { value: 'seller', label: 'Seller' },
];

/** Sign-up: failures show in red under the form; success returns where the visitor was sent to sign in from, or home. */
export function SignUpForm() {
  const service = useAuthService();
  const platform = usePlatform();
  const finishSignUp = useFinishSignIn('User created Successfully');
  const redirect = useLoginRedirectState();
  const [error, setError] = useState('');
  // The page is prerendered: nothing submits before its script runs (useHydrated).
  const hydrated = useHydrated();
  // No default values: the form reads what a visitor typed or chose before the prerendered page
  // was hydrated from the fields themselves. The role starts at Buyer, its first option.
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>();

  async function onSubmit({ name, role, email, password, image }: SignUpValues) {
    setError('');
    try {
      await signUp(platform, service, { name, role, email, password, image: image[0] as File });
    } catch (err) {
      console.error(err);
      return setError(getErrorMessage(err));
    }
    await finishSignUp();
  }

  return (
    <>
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name', nameRules)} />
        <SelectField label="User role" options={ROLE_OPTIONS} {...register('role')} />
        <EmailField error={errors.email?.message} {...register('email', emailRules)} />
        <PasswordField
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', passwordRules)}
        />
        <FileField label="Image" accept="image/*" error={errors.image?.message} {...register('image', imageRules)} />
        <SubmitButton disabled={isSubmitting || !hydrated} error={error}>
          {isSubmitting ? 'Signing up…' : 'Sign Up'}
        </SubmitButton>
      </form>
      <Divider>
        Already have an account?{' '}
        <Link to={paths.login} state={redirect}>
          Please Login
        </Link>
      </Divider>
    </>
  );
}
