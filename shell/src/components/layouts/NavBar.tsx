import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@replay/contract';
import { Avatar, Button, HEADER_AVATAR_SIZE, SearchBox, useAuth } from '@replay/platform';
import { useLogout } from '../../hooks/use-logout';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Brand = styled(Link)`
  font-size: 1.3rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
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

/** Search for signed-in users (the search page needs a sign-in, like the category pages). */
const NavSearch = styled(SearchBox)`
  flex: 1;
  max-width: 420px;
`;

/** Top navigation by sign-in state (spec section 2), with a search box for signed-in users. */
export function NavBar() {
  const { user } = useAuth();
  const logout = useLogout();
  const name = user?.displayName ?? user?.email ?? '';

  return (
    <Bar>
      <Brand to={paths.home}>Replay Market</Brand>
      {user && <NavSearch />}
      <Links aria-label="Main">
        <NavLink to={paths.home} end>
          Home
        </NavLink>
        <NavLink to={paths.blog}>Blog</NavLink>
        {user ? (
          <>
            <NavLink to={paths.dashboard}>Dashboard</NavLink>
            <Button type="button" $small $variant="ghost" onClick={() => void logout()}>
              Logout
            </Button>
            <Tooltip data-tip={name} title={name} tabIndex={0}>
              <Avatar src={user.photoURL} alt={name} size={HEADER_AVATAR_SIZE} />
            </Tooltip>
          </>
        ) : (
          <NavLink to={paths.login}>Login</NavLink>
        )}
      </Links>
    </Bar>
  );
}
