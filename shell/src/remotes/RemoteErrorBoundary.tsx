import { useRevalidator, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@replay/platform';
import { ErrorPage } from '../app/routes/ErrorPage';
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

/**
 * The error boundary of every remote page: an unavailable remote gets a fallback with Retry
 * in its own area (navigation and other remotes keep working); other errors the error page.
 * Retry loads the page's code again in place, or the whole page when a preloaded script failed.
 */
export function RemoteErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (!(error instanceof RemoteUnavailableError)) return <ErrorPage />;
  const retry = () => (error.needsReload ? window.location.reload() : void revalidator.revalidate());
  return <RemoteUnavailable onRetry={retry} retrying={revalidator.state === 'loading'} />;
}
