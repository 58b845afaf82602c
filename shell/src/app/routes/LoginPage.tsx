import { PageTitle } from '@replay/platform';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { LoginForm } from '../../features/auth/components/LoginForm';

export function LoginPage() {
  return (
    <AuthCard>
      <PageTitle>Login</PageTitle>
      <LoginForm />
    </AuthCard>
  );
}
