import { useEffect } from 'react';
import { useMatches, useRevalidator, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Button, type RouteHandle } from '@replay/platform';
import { ErrorPage } from '../app/routes/ErrorPage';
import { remoteHealth } from './remote-health';
import { RemoteUnavailableError } from './remote-unavailable-error';

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

/** "This section is unavailable right now" and a Retry button, in the area of the remote that failed. */
export function RemoteUnavailable({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <Box role="alert">
      <h1>This section is unavailable right now</h1>
      <Button type="button" onClick={onRetry} disabled={retrying}>
        Retry
      </Button>
    </Box>
  );
}

/** Errors already reported: a boundary renders more than once for one error. */
const reported = new WeakSet<object>();

/**
 * The error boundary of every remote page: an unavailable remote gets a fallback with Retry
 * in its own area (navigation and other remotes keep working); other errors the error page, and
 * are reported as the remote's (`remote_error`, remote-health.ts; a failed load was reported as
 * such by remotes.ts). Retry loads the page's code again in place, or the whole page when a
 * preloaded script failed.
 */
export function RemoteErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const remote = useMatches()
    .map(({ handle }) => (handle as RouteHandle | undefined)?.remotePage?.remote)
    .findLast((name) => name !== undefined);
  useEffect(() => {
    if (!remote || error instanceof RemoteUnavailableError) return;
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    remoteHealth.report(remote, 'remote_error');
  }, [error, remote]);
  if (!(error instanceof RemoteUnavailableError)) return <ErrorPage />;
  const retry = () => (error.needsReload ? window.location.reload() : void revalidator.revalidate());
  return <RemoteUnavailable onRetry={retry} retrying={revalidator.state === 'loading'} />;
}
