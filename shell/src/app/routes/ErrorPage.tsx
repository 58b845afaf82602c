import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@replay/contract';
import { ErrorText, getErrorMessage } from '@replay/platform';

const Box = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

/** Every route's error page: all routes show an error page on failure. */
export function ErrorPage() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : getErrorMessage(error);
  return (
    <Box>
      <h1>Something went wrong</h1>
      <ErrorText>{message}</ErrorText>
      <p>
        <Link to={paths.home}>Back to homepage</Link>
      </p>
    </Box>
  );
}
