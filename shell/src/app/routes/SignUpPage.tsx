import { PageTitle } from '@replay/platform';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { SignUpForm } from '../../features/auth/components/SignUpForm';

export function SignUpPage() {
  return (
    <AuthCard>
      <PageTitle>Sign Up</PageTitle>
      <SignUpForm />
    </AuthCard>
  );
}
