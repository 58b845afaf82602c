import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/render-app';
import { isTouchSized } from '@replay/testing';

const LOADED = { timeout: 5000 };

describe('on a phone every button and link of the frame is at least 44 x 44 px', () => {
  it('the header: its links, the search, menu and bell buttons', async () => {
    renderApp('/', { signedIn: 'buyer@replay.test' });
    await screen.findByRole('heading', { name: 'Home' }, LOADED);

    const header = within(screen.getByRole('banner'));
    // The search and menu buttons show on a phone only (a media query jsdom does not apply): found by their labels.
    expect(isTouchSized(header.getByLabelText('Search', { selector: 'button' }))).toBe(true);
    expect(isTouchSized(header.getByLabelText('Menu', { selector: 'button' }))).toBe(true);
    expect(isTouchSized(await header.findByRole('button', { name: 'Notifications' }, LOADED))).toBe(true);
    for (const link of within(header.getByRole('navigation', { name: 'Main' })).getAllByRole('link')) {
      expect(isTouchSized(link)).toBe(true);
    }
  });

  it("the visitor's Login link", async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Home' }, LOADED);

    expect(isTouchSized(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' }))).toBe(true);
  });

  it('the login form\'s "Forgot password?" link', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' }, LOADED);

    expect(isTouchSized(screen.getByRole('link', { name: 'Forgot password?' }))).toBe(true);
  });

  it("the drawer's links and Logout", async () => {
    renderApp('/dashboard', { signedIn: 'seller@replay.test' });
    const drawer = within(await screen.findByRole('complementary', { name: 'Dashboard' }, LOADED));
    await drawer.findByRole('link', { name: 'Add Product' });

    for (const link of drawer.getAllByRole('link', { hidden: true })) expect(isTouchSized(link)).toBe(true);
    expect(isTouchSized(drawer.getByRole('button', { name: 'Logout' }))).toBe(true);
  });

  it("the footer's links and social icons", async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo', {}, LOADED));

    for (const link of footer.getAllByRole('link')) expect(isTouchSized(link)).toBe(true);
  });
});
