import { PageTitle } from '@replay/shared';
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
