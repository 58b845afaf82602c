import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Button, type OwnedRoute } from '@replay/platform';
import { EmailBanner } from '../EmailBanner';
import { Drawer } from './Drawer';
import { NavBar } from './NavBar';
import { NavigationProgress } from './NavigationProgress';

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

/** Only on small screens, where the drawer is collapsed. */
const MenuToggle = styled(Button)`
  display: none;
  margin: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: inline-flex;
  }
`;

/** The dashboard: the top navigation, the drawer with the links of the remotes' `routes`, the page. */
export function DashboardLayout({ routes }: { routes: readonly OwnedRoute[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <NavigationProgress />
      <NavBar />
      <MenuToggle
        type="button"
        $variant="ghost"
        $small
        aria-expanded={open}
        aria-controls="dashboard-drawer"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Close menu' : 'Open menu'}
      </MenuToggle>
      <Body>
        <Drawer routes={routes} open={open} onNavigate={() => setOpen(false)} />
        <Main>
          <EmailBanner />
          <Outlet />
        </Main>
      </Body>
    </>
  );
}
