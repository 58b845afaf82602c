import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import type { OwnedRoute } from '@replay/platform';
import { EmailBanner } from '../EmailBanner';
import { Drawer } from './Drawer';
import { NavBar } from './NavBar';
import { NavigationProgress } from './NavigationProgress';
import { TabBar } from './TabBar';

const Body = styled.div`
  display: grid;
  grid-template-columns: 260px 1fr;
  min-height: calc(100vh - 64px);
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Main = styled.main`
  min-width: 0;
  padding: ${({ theme }) => theme.space(6)};
`;

const DRAWER_ID = 'dashboard-drawer';

/**
 * The dashboard: the top navigation, the drawer with the links of the remotes' `routes`, the page,
 * and on a phone the tab bar. On a phone the drawer is collapsed; the header's one menu button opens it.
 */
export function DashboardLayout({ routes }: { routes: readonly OwnedRoute[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <NavigationProgress />
      <NavBar drawer={{ id: DRAWER_ID, open, onToggle: () => setOpen((value) => !value) }} />
      <Body>
        <Drawer id={DRAWER_ID} routes={routes} open={open} onNavigate={() => setOpen(false)} />
        <Main>
          <EmailBanner />
          <Outlet />
        </Main>
      </Body>
      <TabBar />
    </>
  );
}
