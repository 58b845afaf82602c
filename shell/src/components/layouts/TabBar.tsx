import { Link, useLocation } from 'react-router-dom';
import { useEffect } from 'react';
import styled from 'styled-components';
import { paths } from '@replay/contract';
import { useAuth, useBadges } from '@replay/platform';
import { useIdle } from '../../hooks/use-idle';

/** The bar's height above the phone's home indicator (env(safe-area-inset-bottom)). */
const BAR_HEIGHT = '56px';

/** Phones only: fixed to the bottom, clear of the home indicator. */
const Bar = styled.nav`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 30;
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    min-height: ${BAR_HEIGHT};
    padding-bottom: env(safe-area-inset-bottom);
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space(1)};
    min-height: 44px;
    min-width: 44px;
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.85rem;
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 3px 0 ${({ theme }) => theme.colors.primary};
  }
`;

/** Holds the bar's place at the end of the page, so nothing the page ends with hides behind it. */
const Spacer = styled.div`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: block;
    height: calc(${BAR_HEIGHT} + env(safe-area-inset-bottom));
  }
`;

/**
 * While the bar shows, a page's own bottom bar (the product page's price and Book, on phones) sits
 * on top of it: --replay-bottom-bar-height is the room the bar takes.
 */
function useBottomBarHeight(shown: boolean) {
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement.style;
    root.setProperty('--replay-bottom-bar-height', `calc(${BAR_HEIGHT} + env(safe-area-inset-bottom))`);
    return () => void root.removeProperty('--replay-bottom-bar-height');
  }, [shown]);
}

const Count = styled.span`
  min-width: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.7rem;
  line-height: 18px;
  text-align: center;
`;

type Tab = 'home' | 'search' | 'messages' | 'dashboard';

/** The tab a path belongs to: a conversation is under Messages, any other dashboard page under Dashboard. */
function currentTab(pathname: string): Tab | null {
  if (pathname === paths.home) return 'home';
  if (pathname === paths.search()) return 'search';
  if (pathname === paths.messages || pathname.startsWith(`${paths.messages}/`)) return 'messages';
  if (pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`)) return 'dashboard';
  return null;
}

/** The unread messages, after the first screen (like the bell); nothing while there are none. */
function UnreadMessages() {
  const unread = useBadges().data?.messages ?? 0;
  if (unread === 0) return null;
  return (
    <>
      {' '}
      <Count>
        {unread > 99 ? '99+' : unread}
        <span className="visually-hidden"> unread</span>
      </Count>
    </>
  );
}

/**
 * A phone's tabs for signed-in users, fixed to the bottom of the screen: Home, Search, Messages
 * (with the unread count; not for an admin, who has no conversations) and Dashboard, the current
 * one marked. Wider screens have the header.
 */
export function TabBar() {
  const { user, role } = useAuth();
  const { pathname } = useLocation();
  const idle = useIdle();
  useBottomBarHeight(Boolean(user));
  if (!user) return null;
  const tab = currentTab(pathname);
  const current = (name: Tab) => (tab === name ? 'page' : undefined);

  return (
    <>
      <Spacer />
      <Bar aria-label="Tabs">
        <Link to={paths.home} aria-current={current('home')}>
          Home
        </Link>
        <Link to={paths.search()} aria-current={current('search')}>
          Search
        </Link>
        {role !== 'admin' && (
          <Link to={paths.messages} aria-current={current('messages')}>
            Messages
            {idle && <UnreadMessages />}
          </Link>
        )}
        <Link to={paths.dashboard} aria-current={current('dashboard')}>
          Dashboard
        </Link>
      </Bar>
    </>
  );
}
