import { PageTitle, useDocumentMeta } from '@replay/platform';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { SHELL_PAGE_META } from './page-meta';

export function LoginPage() {
  useDocumentMeta(SHELL_PAGE_META.login.title, SHELL_PAGE_META.login.description);
  return (
    <AuthCard>
      <PageTitle>Login</PageTitle>
      <LoginForm />
    </AuthCard>
  );
}
