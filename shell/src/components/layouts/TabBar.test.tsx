import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api } from '@replay/contract';
import { queryKeys } from '@replay/platform';
import { handle, server, phoneStyle } from '@replay/testing';
import { renderApp } from '../../testing/render-app';

/** The first page of a test loads its layout's code: more time than a click's answer. */
const LOADED = { timeout: 5000 };

/*
 * The bar and the header's menu button show on a phone only (a media query, which jsdom does not
 * apply: to it they are hidden and have no accessible name), so they are found by their labels and texts.
 */
const HIDDEN = { hidden: true } as const;
const tabBar = () => screen.getByLabelText('Tabs', { selector: 'nav' });
/** A link whose whole text is `text` (the unread count is an element of its own). */
const linkText = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'A' && element.textContent === text;
const tab = (text: string) => within(tabBar()).getByText(linkText(text));
const menuButtons = () => screen.getAllByLabelText(/menu/i, { selector: 'button' });

describe('the tab bar (phones)', () => {
  it('is not there for visitors', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Home' }, LOADED);

    expect(screen.queryByLabelText('Tabs')).not.toBeInTheDocument();
  });

  it("tells a page's own bottom bar how much room it takes, only while it shows", async () => {
    const rule = () =>
      document.documentElement.style.getPropertyValue('--replay-bottom-bar-height') ===
      'calc(56px + env(safe-area-inset-bottom))';
    const { unmount } = renderApp('/', { signedIn: 'buyer@replay.test' });
    await screen.findByRole('heading', { name: 'Home' }, LOADED);
    expect(rule()).toBe(true);
    unmount();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Home' }, LOADED);
    expect(rule()).toBe(false);
  });

  it('offers Home, Search, Messages and Dashboard, marking the current one', async () => {
    const { user, router } = renderApp('/', { signedIn: 'buyer@replay.test' });
    await screen.findByRole('heading', { name: 'Home' }, LOADED);

    expect(
      within(tabBar())
        .getAllByRole('link', HIDDEN)
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Search', '/search'],
      ['Messages', '/dashboard/messages'],
      ['Dashboard', '/dashboard'],
    ]);
    expect(tab('Home')).toHaveAttribute('aria-current', 'page');

    await user.click(tab('Dashboard'));
    await screen.findByRole('heading', { name: 'Welcome to Dashboard' }, LOADED);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(tab('Dashboard')).toHaveAttribute('aria-current', 'page');
    expect(tab('Home')).not.toHaveAttribute('aria-current');
    // On a dashboard page too, once.
    expect(screen.getAllByLabelText('Tabs')).toHaveLength(1);
  });

  it('leaves Messages out for an admin, who has no conversations', async () => {
    renderApp('/dashboard', { signedIn: 'admin@replay.test' });
    await screen.findByRole('heading', { name: 'Welcome to Dashboard' }, LOADED);

    await waitFor(() =>
      expect(
        within(tabBar())
          .getAllByRole('link', HIDDEN)
          .map((link) => link.textContent),
      ).toEqual(['Home', 'Search', 'Dashboard']),
    );
  });

  it('marks Messages on a conversation, not Dashboard', async () => {
    renderApp('/dashboard/messages/c1', { signedIn: 'buyer@replay.test' });
    await screen.findByLabelText('Tabs', { selector: 'nav' }, LOADED);

    expect(tab('Messages')).toHaveAttribute('aria-current', 'page');
    expect(tab('Dashboard')).not.toHaveAttribute('aria-current');
  });

  it('shows the unread messages beside Messages, live', async () => {
    let unread = 2;
    const { queryClient } = renderApp('/blog', { signedIn: 'buyer@replay.test' });
    server.use(handle(api.getBadges, () => HttpResponse.json({ messages: unread, notifications: 0 })));
    await screen.findByRole('heading', { name: 'Blog' }, LOADED);

    expect(await within(tabBar()).findByText(linkText('Messages 2 unread'))).toBeInTheDocument();
    unread = 0;
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.badges }));
    expect(await within(tabBar()).findByText(linkText('Messages'))).toBeInTheDocument();
  });

  it('is fixed to the bottom on a phone only, clear of the home indicator, with the page padded by as much', async () => {
    renderApp('/', { signedIn: 'buyer@replay.test' });
    const bar = await screen.findByLabelText('Tabs', { selector: 'nav' }, LOADED);

    expect(getComputedStyle(bar).display).toBe('none');
    expect(phoneStyle(bar)).toMatchObject({
      position: 'fixed',
      bottom: '0',
      'padding-bottom': 'env(safe-area-inset-bottom)',
    });
    // What holds its place at the end of the page: as tall as the bar and the home indicator.
    const spacer = bar.previousElementSibling!;
    expect(phoneStyle(spacer).height).toMatch(/env\(safe-area-inset-bottom\)/);
    for (const link of within(bar).getAllByRole('link', HIDDEN)) expect(getComputedStyle(link).minHeight).toBe('44px');
  });
});

describe('one menu button on a phone', () => {
  it('on a dashboard page opens the drawer, which holds the header links the drawer lacked', async () => {
    const { user } = renderApp('/dashboard', { signedIn: 'seller@replay.test' });
    await screen.findByRole('heading', { name: 'Welcome to Dashboard' }, LOADED);

    expect(menuButtons()).toHaveLength(1);
    const [menu] = menuButtons();
    const drawer = screen.getByRole('complementary', { name: 'Dashboard' });
    expect(menu).toHaveAttribute('aria-controls', drawer.id);
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu!);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const site = within(drawer).getByLabelText('Site', { selector: 'nav' });
    expect(within(site).getByText('Blog', { selector: 'a' })).toHaveAttribute('href', '/blog');

    await user.click(within(drawer).getByRole('link', { name: 'My account' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a public page opens the menu dialog, as before', async () => {
    renderApp('/', { signedIn: 'seller@replay.test' });
    await screen.findByRole('heading', { name: 'Home' }, LOADED);

    expect(menuButtons()).toHaveLength(1);
    expect(menuButtons()[0]).toHaveAttribute('aria-haspopup', 'dialog');
  });
});
