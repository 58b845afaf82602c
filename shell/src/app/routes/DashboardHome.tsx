import { PageTitle } from '@replay/platform';

export function DashboardHome() {
  return <PageTitle>Welcome to Dashboard</PageTitle>;
}
