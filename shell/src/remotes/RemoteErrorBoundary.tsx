import { useRevalidator, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@replay/shared';
import { ErrorPage } from '../app/routes/ErrorPage';
import { RemoteUnavailableError } from './remote-unavailable-error';

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

/**
 * The error boundary of every remote page: an unavailable remote gets a fallback with Retry
 * in its own area (navigation and other remotes keep working); other errors the error page.
 */
export function RemoteErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (!(error instanceof RemoteUnavailableError)) return <ErrorPage />;
  return (
    <Box role="alert">
      <h2>This section is unavailable right now</h2>
      <Button type="button" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
        Retry
      </Button>
    </Box>
  );
}
