import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@replay/contract';
import type { Session } from '../session/session';
import { queryKeys } from '../query/query-keys';

/** When a remembered role was put in the cache: "long ago", so it counts as stale (roleQueryOptions). */
export const REMEMBERED_AT = 1;

/** The role query's key without its e-mail: `['users', 'role']`. */
const [USERS, ROLE] = queryKeys.role('');

/**
 * A role page (`access: ['buyer']`, …) must know the visitor's role before it shows, which costs a
 * `GET /users/role` after the session is restored. A role never changes once saved, so the last
 * answer for the signed-in e-mail is kept with the session and put in the query cache at start:
 * the guard decides at once (for that e-mail; another one asks as before), and the page then asks
 * the server again in the background (a changed answer wins). The server checks the role on every
 * call regardless; this only saves a round trip on the way to the page. Call once, with the page's
 * query client, before any page renders; every answer the server gives afterwards is remembered.
 */
export function rememberRoles(queryClient: QueryClient, session: Session): () => void {
  const remembered = session.rememberedRole();
  if (remembered)
    queryClient.setQueryData(queryKeys.role(remembered.email), remembered.role, { updatedAt: REMEMBERED_AT });

  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const [root, kind, email] = event.query.queryKey as readonly unknown[];
    if (root !== USERS || kind !== ROLE || typeof email !== 'string' || !email) return;
    session.rememberRole(email, (event.query.state.data as Role | null | undefined) ?? null);
  });
}
