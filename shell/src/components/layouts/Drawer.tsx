import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@replay/contract';
import type { Badges } from '@replay/contract';
import {
  Avatar,
  Button,
  Spinner,
  drawerRoutes,
  isAllowed,
  useAuth,
  useBadges,
  useRole,
  type OwnedRoute,
} from '@replay/platform';
import { useLogout } from '../../hooks/use-logout';

const Panel = styled.aside<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    border-right: none;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Profile = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1)};
  text-align: center;
  word-break: break-all;
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Menu = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a.active,
  a:hover {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** On a phone the drawer is the header's menu: it holds the header's links the drawer has not. */
const PhoneOnly = styled(Menu)`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: flex;
  }
`;

const Count = styled.span`
  display: inline-block;
  min-width: 20px;
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.75rem;
  line-height: 20px;
  text-align: center;
`;

/** The unread count a drawer link names (`drawer.badge`), live; nothing while it is 0. */
function DrawerCount({ badge }: { badge: keyof Badges }) {
  const count = useBadges().data?.[badge] ?? 0;
  if (count === 0) return null;
  // The space keeps the link's name "Messages 3 unread" whatever the styles.
  return (
    <>
      {' '}
      <Count>
        {count}
        <span className="visually-hidden"> unread</span>
      </Count>
    </>
  );
}

/**
 * The dashboard's side drawer: the user, the links the remotes' manifests declare for their role
 * (in the manifests' order, each with the unread count it names), Home and Logout. On a phone it is
 * collapsed until the header's menu button opens it, and adds the header's Blog link.
 */
export function Drawer({
  id,
  routes,
  open,
  onNavigate,
}: {
  id: string;
  routes: readonly OwnedRoute[];
  open: boolean;
  onNavigate: () => void;
}) {
  const { user } = useAuth();
  const { data: role = null, isPending } = useRole();
  const logout = useLogout();
  const name = user?.displayName ?? '';
  const links = drawerRoutes(routes).filter((route) => isAllowed(route.access, true, role));

  return (
    <Panel id={id} $open={open} aria-label="Dashboard">
      <Profile>
        <Avatar src={user?.photoURL} alt={name || 'User photo'} size={72} />
        <strong>{name}</strong>
        <small>{user?.email}</small>
      </Profile>
      <Menu aria-label="Dashboard menu" onClick={onNavigate}>
        {isPending && <Spinner size={24} />}
        {links.map((route) => (
          <NavLink key={`${route.remote}:${route.id}`} to={route.path}>
            {route.drawer!.label}
            {route.drawer!.badge && <DrawerCount badge={route.drawer!.badge} />}
          </NavLink>
        ))}
        <NavLink to={paths.notifications}>Notifications</NavLink>
        <NavLink to={paths.account}>My account</NavLink>
        <NavLink to={paths.home} end>
          Home
        </NavLink>
      </Menu>
      <PhoneOnly aria-label="Site" onClick={onNavigate}>
        <NavLink to={paths.blog}>Blog</NavLink>
      </PhoneOnly>
      <Button type="button" $variant="ghost" onClick={() => void logout()}>
        Logout
      </Button>
    </Panel>
  );
}
