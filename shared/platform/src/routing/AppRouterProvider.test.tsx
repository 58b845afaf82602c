import { render, screen } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router-dom';
import { AppRouterProvider } from './AppRouterProvider';

type Router = ReturnType<typeof createMemoryRouter>;

/**
 * A router whose state moves on while the first render is in progress, as when a transition
 * renders in slices and the router's first loaders finish in between: the page, while it renders
 * for the first time, makes a navigation the router applies at once (a hash-only one).
 */
function routerMovingOnDuringFirstRender(): Router {
  let moved = false;
  function Page() {
    const { hash } = useLocation();
    if (!moved) {
      moved = true;
      void router.navigate('#reviews');
    }
    return <p>Section: {hash || 'none'}</p>;
  }
  const router = createMemoryRouter([{ path: '/', element: <Page /> }]);
  return router;
}

describe('AppRouterProvider', () => {
  it('shows the router state that was reached before the first commit', async () => {
    render(<AppRouterProvider router={routerMovingOnDuringFirstRender()} />);

    expect(await screen.findByText('Section: #reviews')).toBeInTheDocument();
  });

  it('follows the router afterwards', async () => {
    const router = createMemoryRouter([{ path: '/', element: <HashText /> }]);
    render(<AppRouterProvider router={router} />);

    await router.navigate('#photos');

    expect(await screen.findByText('Section: #photos')).toBeInTheDocument();
  });
});

function HashText() {
  return <p>Section: {useLocation().hash || 'none'}</p>;
}
