import { PageTitle, useDocumentMeta } from '@replay/platform';

export function DashboardHome() {
  useDocumentMeta('Dashboard');
  return <PageTitle>Welcome to Dashboard</PageTitle>;
}
