import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type Badges, type Role } from '@replay/contract';
import {
  drawerRoutes,
  isAllowed,
  PageTitle,
  Spinner,
  useAuth,
  useBadges,
  useDocumentMeta,
  useRole,
  type OwnedRoute,
} from '@replay/platform';

const ROLE_LABELS: Record<Role, string> = {
  buyer: 'Buyer account',
  seller: 'Seller account',
  admin: 'Admin account',
};

/** The counts the home shows, each with the page that deals with it; the server sends a role's own only. */
const COUNTS: ReadonlyArray<{ badge: keyof Badges; label: string; path: string }> = [
  { badge: 'messages', label: 'Unread messages', path: paths.messages },
  { badge: 'ordersToPay', label: 'Orders to pay', path: paths.myOrders },
  { badge: 'bookingsToAnswer', label: 'Bookings to answer', path: paths.myBookings },
  { badge: 'openCases', label: 'Open moderation cases', path: paths.moderation },
];

const Greeting = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: 1.25rem;
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 1rem;
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.1rem;
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: 0;
  list-style: none;
  a,
  li > span {
    display: flex;
    flex-direction: column;
    justify-content: center;
    min-height: 44px;
    height: 100%;
    box-sizing: border-box;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  b {
    font-size: 1.75rem;
  }
`;

/** A count and what it counts, a link to the page that deals with it when the user may open that page. */
function CountTile({ count, label, route }: { count: number; label: string; route: OwnedRoute | undefined }) {
  const text = (
    <>
      <b>{count}</b> {label}
    </>
  );
  return <li>{route ? <Link to={route.path}>{text}</Link> : <span>{text}</span>}</li>;
}

/**
 * `/dashboard`: the spec's "Welcome to Dashboard", then the user greeted by name with their kind of
 * account, their counts from GET /me/badges (only those the server sends for their role) and
 * shortcuts to their pages: the drawer's links for that role, from the remotes' `routes`.
 */
export function DashboardHome({ routes }: { routes: readonly OwnedRoute[] }) {
  useDocumentMeta('Dashboard');
  const { user } = useAuth();
  const { data: role = null, isPending } = useRole();
  const { data: badges } = useBadges();
  const name = (user?.displayName || user?.email?.split('@')[0] || '').split(' ')[0];
  const allowed = (route: OwnedRoute) => isAllowed(route.access, true, role);
  const shortcuts = drawerRoutes(routes).filter(allowed);
  // A count whose page is another role's is not shown; one whose remote did not load is shown without a link.
  const counts = COUNTS.flatMap(({ badge, label, path }) => {
    const count = badges?.[badge];
    const route = routes.find((candidate) => candidate.path === path);
    if (count === undefined || (route && !allowed(route))) return [];
    return [{ badge, count, label, route }];
  });

  return (
    <>
      <PageTitle>Welcome to Dashboard</PageTitle>
      <Greeting>
        <strong>Hello, {name}</strong>
        {role && <span>{ROLE_LABELS[role]}</span>}
      </Greeting>
      {isPending ? (
        <Spinner />
      ) : (
        <>
          {counts.length > 0 && (
            <section aria-labelledby="dashboard-counts">
              <Heading id="dashboard-counts">Waiting for you</Heading>
              <Tiles>
                {counts.map(({ badge, ...count }) => (
                  <CountTile key={badge} {...count} />
                ))}
              </Tiles>
            </section>
          )}
          {shortcuts.length > 0 && (
            <nav aria-labelledby="dashboard-shortcuts">
              <Heading id="dashboard-shortcuts">Your pages</Heading>
              <Tiles>
                {shortcuts.map((route) => (
                  <li key={`${route.remote}:${route.id}`}>
                    <Link to={route.path}>{route.drawer!.label}</Link>
                  </li>
                ))}
              </Tiles>
            </nav>
          )}
        </>
      )}
    </>
  );
}
