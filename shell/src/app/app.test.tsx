import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api } from '@replay/contract';
import { ACCESS_TOKEN_KEY, queryKeys, type OwnedRoute } from '@replay/platform';
import { handle, server } from '@replay/testing';
import { RemoteUnavailableError } from '../remotes/remote-unavailable-error';
import { placeholderPage, renderApp, SITE_ROUTES } from '../testing/render-app';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('public layout', () => {
  it('offers Home, Blog and Login to visitors', async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows Dashboard, Logout and the avatar with the name to signed-in users', async () => {
    renderApp('/blog', { signedIn: 'buyer@replay.test' });

    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(nav.getByRole('img', { name: 'buyer' })).toHaveAttribute('src', 'https://img.test/buyer@replay.test.png');
    expect(nav.getByTitle('buyer')).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('holds the links but Login and the avatar in a menu dialog too (the phone header), which gives focus back', async () => {
    const { user, router } = renderApp('/', { signedIn: 'buyer@replay.test' });

    // Only a phone shows the button (a media query, which jsdom does not apply): found by its label.
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const menuButton = within(nav).getByLabelText('Menu', { selector: 'button' });
    await user.click(menuButton);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = within(within(dialog).getByRole('navigation', { name: 'Menu' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Blog', 'Dashboard']);
    expect(menu.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();

    // Escape: the browser's `cancel` event on the modal dialog (jsdom does not send it).
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Blog' }));
    expect(router.state.location.pathname).toBe('/blog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the search field from the search button (the phone header), focused, and closes it on Escape', async () => {
    const { user } = renderApp('/', { signedIn: 'buyer@replay.test' });

    const toggle = await screen.findByLabelText('Search', { selector: 'button' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('has the footer links, social icons and the 2022 copyright', async () => {
    renderApp('/');

    const footer = await screen.findByRole('contentinfo');
    for (const label of ['Home', 'About', 'Teams', 'Privacy', 'Cookies']) {
      expect(within(footer).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: 'Facebook' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Report content' })).toHaveAttribute('href', '/report-content');
    expect(within(footer).getByRole('link', { name: 'Transparency' })).toHaveAttribute('href', '/transparency');
    expect(footer).toHaveTextContent('Copyright © 2022');
  });

  it('shows the 404 page for unknown paths', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'This page does not exist.' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Sorry! We could not find the page you are looking for. Please check URL in address bar and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toBeInTheDocument();
  });
});

describe('protected routes', () => {
  it('send visitors to login and back to the original page afterwards', async () => {
    const { user, router, loadPage } = renderApp('/category/42');

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'buyer@replay.test');
    await user.type(screen.getByLabelText('Password'), 'replay123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Category' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/category/42');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("load a page's code while a stored session is restored, and its data only once access is known", async () => {
    let restored!: () => void;
    const authReady = new Promise<void>((resolve) => (restored = resolve));
    const pageLoader = jest.fn(async () => null);
    const prefetch = jest.fn();
    const loadPage = jest.fn(async (entry: OwnedRoute) => ({
      ...(await placeholderPage(entry)),
      loader: pageLoader,
      prefetch,
    }));
    renderApp('/category/42', { signedIn: 'buyer@replay.test', probablySignedIn: true, authReady, loadPage });

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith(expect.objectContaining({ id: 'category' })));
    // What needs no sign-in is asked for at once; the loader waits.
    await waitFor(() => expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '42' } })));
    expect(pageLoader).not.toHaveBeenCalled();

    restored();
    expect(await screen.findByRole('heading', { name: 'Category' })).toBeInTheDocument();
    expect(pageLoader).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledTimes(1);
  });

  it("wait for the sign-in state before loading a page's code when no session is stored", async () => {
    let restored!: () => void;
    const authReady = new Promise<void>((resolve) => (restored = resolve));
    const { loadPage } = renderApp('/category/42', { probablySignedIn: false, authReady });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadPage).not.toHaveBeenCalled();
    restored();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('show "Welcome to Dashboard" on /dashboard', async () => {
    renderApp('/dashboard', { signedIn: 'seller@replay.test' });

    expect(await screen.findByRole('heading', { name: 'Welcome to Dashboard' })).toBeInTheDocument();
  });
});

describe('dashboard drawer', () => {
  it('lists what the manifests declare, in their order, whichever remote declares it', async () => {
    const extra: OwnedRoute = {
      remote: 'seller',
      id: 'bookings',
      path: '/dashboard/mybookings',
      title: 'My Bookings',
      access: ['seller'],
      layout: 'dashboard',
      drawer: { label: 'My Bookings', order: 25 },
    };
    renderApp('/dashboard/mybookings', { signedIn: 'seller@replay.test', routes: [...SITE_ROUTES, extra] });

    expect(await screen.findByRole('heading', { name: 'My Bookings' })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Dashboard menu' }));
    await waitFor(() =>
      expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Add Product',
        'My Bookings',
        'My Products',
        'Notifications',
        'My account',
        'Home',
      ]),
    );
  });

  it('shows beside a link the unread count its manifest entry names, live', async () => {
    const messages: OwnedRoute = {
      remote: 'storefront',
      id: 'messages',
      path: '/dashboard/messages',
      title: 'Messages',
      access: ['buyer', 'seller'],
      layout: 'dashboard',
      drawer: { label: 'Messages', order: 55, badge: 'messages' },
    };
    let unread = 1;
    const { queryClient } = renderApp('/dashboard', {
      signedIn: 'seller@replay.test',
      routes: [...SITE_ROUTES, messages],
    });
    server.use(handle(api.getBadges, () => HttpResponse.json({ messages: unread, notifications: 0 })));

    const menu = within(await screen.findByRole('navigation', { name: 'Dashboard menu' }));
    expect(await menu.findByRole('link', { name: 'Messages 1 unread' })).toHaveAttribute('href', '/dashboard/messages');
    unread = 0;
    // The live stream answers 204 here (closed): the count is asked for again when the page polls or
    // refetches; here, when the query is invalidated as a live event would.
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.badges }));
    expect(await menu.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it.each([
    ['buyer@replay.test', ['My Orders']],
    ['seller@replay.test', ['Add Product', 'My Products']],
    ['admin@replay.test', ['All Sellers', 'All Buyers', 'Reported Items']],
  ])('shows %s the links of their role', async (email, expected) => {
    renderApp('/dashboard', { signedIn: email });

    const drawer = await screen.findByRole('complementary', { name: 'Dashboard' });
    const menu = within(drawer).getByRole('navigation', { name: 'Dashboard menu' });
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([...expected, 'Notifications', 'My account', 'Home']),
    );
    expect(within(drawer).getByText(email)).toBeInTheDocument();
    expect(within(drawer).getByRole('img', { name: email.split('@')[0] })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('role guard', () => {
  it('tells a buyer an admin page is not allowed, without loading the admin remote', async () => {
    const { loadPage } = renderApp('/dashboard/allsellers', { signedIn: 'buyer@replay.test' });

    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('opens the page for its role', async () => {
    renderApp('/dashboard/allsellers', { signedIn: 'admin@replay.test' });

    expect(await screen.findByRole('heading', { name: 'All Sellers' })).toBeInTheDocument();
  });
});

describe('logout', () => {
  it('clears the access token and goes home', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    const { user, router } = renderApp('/dashboard', { signedIn: 'buyer@replay.test' });

    const drawer = await screen.findByRole('complementary', { name: 'Dashboard' });
    await user.click(within(drawer).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull());
    // Signed out on the home page, not sent to /login by the dashboard's guard on the way.
    expect(router.state.location.pathname).toBe('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('an unavailable remote', () => {
  it('shows the fallback in its area, keeps the site working, and recovers on Retry', async () => {
    let buyerUp = false;
    const loadPage = jest.fn(async (entry: OwnedRoute) => {
      if (entry.remote === 'buyer' && !buyerUp) throw new RemoteUnavailableError('buyer', new Error('offline'));
      return placeholderPage(entry);
    });
    const { user } = renderApp('/dashboard/myorders', { signedIn: 'buyer@replay.test', loadPage });

    expect(await screen.findByRole('heading', { name: 'This section is unavailable right now' })).toBeInTheDocument();
    const drawer = screen.getByRole('complementary', { name: 'Dashboard' });
    expect(within(drawer).getByRole('link', { name: 'My Orders' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();

    await user.click(within(mainNav()).getByRole('link', { name: 'Dashboard' }));
    const dashboardDrawer = await screen.findByRole('complementary', { name: 'Dashboard' });
    await user.click(await within(dashboardDrawer).findByRole('link', { name: 'My Orders' }));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    buyerUp = true;
    await user.click(retry);

    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
  });

  it('whose manifest did not load leaves its paths unknown: they show the fallback, not the 404 page', async () => {
    const routes = SITE_ROUTES.filter((route) => route.remote !== 'buyer');
    renderApp('/dashboard/myorders', { signedIn: 'buyer@replay.test', routes, unavailable: ['buyer'] });

    expect(await screen.findByRole('heading', { name: 'This section is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This page does not exist.' })).not.toBeInTheDocument();
  });

  it('other failures show the error page', async () => {
    const loadPage = jest.fn(async () => {
      throw new Error('Booking not found');
    });
    renderApp('/dashboard/payment/b1', { signedIn: 'buyer@replay.test', loadPage });

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Booking not found');
  });
});
