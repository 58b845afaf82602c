import { PageTitle, useDocumentMeta } from '@replay/platform';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { SignUpForm } from '../../features/auth/components/SignUpForm';

export function SignUpPage() {
  useDocumentMeta('Sign Up', 'Create a Replay Market account as a buyer or a seller of used games and consoles.');
  return (
    <AuthCard>
      <PageTitle>Sign Up</PageTitle>
      <SignUpForm />
    </AuthCard>
  );
}
