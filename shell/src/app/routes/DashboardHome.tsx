import { PageTitle } from '@replay/shared';

export function DashboardHome() {
  return <PageTitle>Welcome to Dashboard</PageTitle>;
}
