import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useSignOutOnArrival } from '../../hooks/use-logout';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { NavigationProgress } from './NavigationProgress';
import { TabBar } from './TabBar';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  /* The footer starts below the first screen, so content arriving later never pushes it (CLS). */
  min-height: 100vh;
  width: min(100%, 1200px);
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;

export function PublicLayout() {
  useSignOutOnArrival();
  return (
    <Page>
      <NavigationProgress />
      <NavBar />
      <Main>
        {/* A boundary of its own: a prerendered page is hydrated after the layout, in small steps
            between which the browser can answer the visitor (docs/architecture.md). */}
        <Suspense>
          <Outlet />
        </Suspense>
      </Main>
      <Footer />
      <TabBar />
    </Page>
  );
}
