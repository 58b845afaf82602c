import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { getErrorMessage } from '../errors/get-error-message';
import { ErrorText, PageTitle } from '../ui/text';

/** A route's error in plain words; the shell has its own fuller error page. */
export function RouteErrorMessage() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : getErrorMessage(error);
  return (
    <section>
      <PageTitle>Something went wrong</PageTitle>
      <ErrorText>{message}</ErrorText>
    </section>
  );
}
