import { PageTitle, useDocumentMeta } from '@replay/platform';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { LoginForm } from '../../features/auth/components/LoginForm';

export function LoginPage() {
  useDocumentMeta('Login', 'Sign in to Replay Market to book, pay for and sell used games and consoles.');
  return (
    <AuthCard>
      <PageTitle>Login</PageTitle>
      <LoginForm />
    </AuthCard>
  );
}
