import { screen } from '@testing-library/react';
import type { OwnedRoute } from '@replay/platform';
import { placeholderPage, renderApp } from '../testing/render-app';
import { remoteHealth } from './remote-health';
import { RemoteUnavailableError } from './remote-unavailable-error';

beforeEach(() => {
  jest.spyOn(remoteHealth, 'report').mockImplementation(() => undefined);
  // React logs what an error boundary catches.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it("reports an error its page throws as that remote's, once, and shows the error page", async () => {
  const failure = new Error('Cannot read properties of undefined');
  const loadPage = jest.fn(async (route: OwnedRoute) =>
    route.remote === 'seller'
      ? {
          Component: () => {
            throw failure;
          },
        }
      : placeholderPage(route),
  );
  renderApp('/dashboard/myproducts', { signedIn: 'seller@replay.test', loadPage });

  expect(await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 5000 })).toBeInTheDocument();
  expect(remoteHealth.report).toHaveBeenCalledTimes(1);
  expect(remoteHealth.report).toHaveBeenCalledWith('seller', 'remote_error');
});

it('leaves a remote that did not load to the loader, which reported it already', async () => {
  const loadPage = jest.fn(async () => {
    throw new RemoteUnavailableError('buyer', new Error('offline'));
  });
  renderApp('/dashboard/myorders', { signedIn: 'buyer@replay.test', loadPage });

  expect(await screen.findByRole('heading', { name: 'This section is unavailable right now' })).toBeInTheDocument();
  expect(remoteHealth.report).not.toHaveBeenCalled();
});
