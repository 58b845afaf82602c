import { PageTitle, useDocumentMeta } from '@replay/platform';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { SignUpForm } from '../../features/auth/components/SignUpForm';
import { SHELL_PAGE_META } from './page-meta';

export function SignUpPage() {
  useDocumentMeta(SHELL_PAGE_META.signup.title, SHELL_PAGE_META.signup.description);
  return (
    <AuthCard>
      <PageTitle>Sign Up</PageTitle>
      <SignUpForm />
    </AuthCard>
  );
}
