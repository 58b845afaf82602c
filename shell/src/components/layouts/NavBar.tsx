import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@replay/contract';
import { Avatar, Button, HEADER_AVATAR_SIZE, SearchBox, Sheet, TouchButton, useAuth } from '@replay/platform';
import { useIdle } from '../../hooks/use-idle';
import { useLogout } from '../../hooks/use-logout';

const Bar = styled.header`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  }
`;

const Brand = styled(Link)`
  font-size: 1.3rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    min-width: 0;
    min-height: 44px;
    line-height: 44px;
    margin-right: auto;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
  }
  /* The phone's one row: the bell, the avatar or Login, and the menu button keep their size; the name gives way. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    flex: none;
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space(2)};
    a {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
      min-width: 44px;
    }
  }
`;

/** The links beside the avatar on wide screens; on a phone they are in the menu instead. */
const WideOnly = styled.span`
  display: contents;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

/** A square icon button of the phone's header (search, menu). */
const IconButton = styled(TouchButton)`
  display: none;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: inline-flex;
  }
`;

/**
 * Search for signed-in users (the search page needs a sign-in, like the category pages). On a
 * phone it is behind the search button and opens under the header.
 */
const SearchSlot = styled.div<{ $open: boolean }>`
  flex: 1;
  max-width: 420px;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    z-index: 10;
    max-width: none;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Shows the user's name on hover and focus (spec: avatar with a name tooltip). */
const Tooltip = styled.span`
  position: relative;
  display: inline-flex;
  &::after {
    content: attr(data-tip);
    position: absolute;
    top: calc(100% + 6px);
    right: 0;
    padding: 4px 8px;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.text};
    color: #fff;
    font-size: 0.8rem;
    white-space: nowrap;
    opacity: 0;
    pointer-events: none;
    transition: opacity 0.15s;
  }
  &:hover::after,
  &:focus-within::after {
    opacity: 1;
  }
`;

/** The header's links, one under the other. */
const MenuLinks = styled(Links)`
  flex-direction: column;
  align-items: flex-start;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    gap: ${({ theme }) => theme.space(4)};
  }
`;

/** The bell's place, held at its size while its code loads (nothing moves when it appears). */
const BellSlot = styled.span`
  display: inline-flex;
  flex: none;
  width: 44px;
  height: 44px;
`;

const NotificationBell = lazy(() =>
  import(/* webpackChunkName: "notification-bell" */ '../notifications/NotificationBell').then((module) => ({
    default: module.NotificationBell,
  })),
);

const Icon = ({ path }: { path: string }) => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d={path} strokeLinecap="round" />
  </svg>
);
const SEARCH_ICON = 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4-4';
const MENU_ICON = 'M4 6h16M4 12h16M4 18h16';

/** The top navigation's links but for Login and the avatar, which stay in sight on a phone. */
function SiteLinks({ signedIn, onLogout }: { signedIn: boolean; onLogout: () => void }) {
  return (
    <>
      <NavLink to={paths.home} end>
        Home
      </NavLink>
      <NavLink to={paths.blog}>Blog</NavLink>
      {signedIn && (
        <>
          <NavLink to={paths.dashboard}>Dashboard</NavLink>
          <Button type="button" $small $variant="ghost" onClick={onLogout}>
            Logout
          </Button>
        </>
      )}
    </>
  );
}

/** The dashboard's drawer, which the phone's menu button opens instead of the menu dialog on dashboard pages. */
export interface DrawerToggle {
  /** The drawer element's id. */
  id: string;
  open: boolean;
  onToggle: () => void;
}

/**
 * Top navigation by sign-in state, with a search box for signed-in users. Below
 * 768 px it is one row: the name, a search button, the avatar or Login, and a menu button whose
 * dialog holds the other links; on dashboard pages (`drawer`) that one button opens the drawer.
 */
export function NavBar({ drawer }: { drawer?: DrawerToggle }) {
  const { user } = useAuth();
  const logout = useLogout();
  const name = user?.displayName ?? user?.email ?? '';
  const searchId = useId();
  const [searching, setSearching] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const searchSlot = useRef<HTMLDivElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const idle = useIdle();

  useEffect(() => {
    if (searching) searchSlot.current?.querySelector('input')?.focus();
  }, [searching]);

  const closeSearch = () => {
    setSearching(false);
    searchToggle.current?.focus();
  };

  return (
    <Bar>
      <Brand to={paths.home}>Replay Market</Brand>
      {user && (
        <>
          <IconButton
            ref={searchToggle}
            type="button"
            $variant="ghost"
            aria-label="Search"
            aria-expanded={searching}
            aria-controls={searchId}
            onClick={() => setSearching((open) => !open)}
          >
            <Icon path={SEARCH_ICON} />
          </IconButton>
          <SearchSlot
            id={searchId}
            ref={searchSlot}
            $open={searching}
            onSubmit={() => setSearching(false)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && searching) closeSearch();
            }}
          >
            <SearchBox />
          </SearchSlot>
        </>
      )}
      <Links aria-label="Main">
        <WideOnly>
          <SiteLinks signedIn={Boolean(user)} onLogout={() => void logout()} />
        </WideOnly>
        {user && (
          <BellSlot>
            {idle && (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            )}
          </BellSlot>
        )}
        {user ? (
          <Tooltip data-tip={name} title={name} tabIndex={0}>
            <Avatar src={user.photoURL} alt={name} size={HEADER_AVATAR_SIZE} />
          </Tooltip>
        ) : (
          <NavLink to={paths.login}>Login</NavLink>
        )}
        {drawer ? (
          <IconButton
            type="button"
            $variant="ghost"
            aria-label="Menu"
            aria-expanded={drawer.open}
            aria-controls={drawer.id}
            onClick={drawer.onToggle}
          >
            <Icon path={MENU_ICON} />
          </IconButton>
        ) : (
          <IconButton
            type="button"
            $variant="ghost"
            aria-label="Menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Icon path={MENU_ICON} />
          </IconButton>
        )}
      </Links>
      {!drawer && (
        <Sheet open={menuOpen} title="Menu" cancelLabel="Close" onCancel={() => setMenuOpen(false)}>
          <MenuLinks aria-label="Menu" onClick={() => setMenuOpen(false)}>
            <SiteLinks signedIn={Boolean(user)} onLogout={() => void logout()} />
          </MenuLinks>
        </Sheet>
      )}
    </Bar>
  );
}
