import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { SwiperOptions as SwiperParams } from 'swiper/types';
import { api } from '@replay/contract';
import { fakeAuth, handle, renderWithProviders, server, phoneStyle } from '@replay/testing';
import { aCategory, anAdvertisedProduct, aProduct } from '../../testing/fixtures';
import { pageOf } from '../../testing/messages';
import { Component as HomePage } from './HomePage';

// The Fresh listings row asks on every visit: nothing new unless a test says otherwise.
beforeEach(() => server.use(handle(api.searchProducts, () => pageOf([]))));

/** WCAG's relative luminance of an `rgb(…)`/`rgba(…)` colour laid over `under` (white by default). */
function luminance(color: string, under: [number, number, number] = [255, 255, 255]): number {
  const [r = 0, g = 0, b = 0, alpha = 1] = color.match(/[\d.]+/g)!.map(Number);
  const channel = (value: number, base: number) => {
    const c = (value * alpha + base * (1 - alpha)) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r, under[0]) + 0.7152 * channel(g, under[1]) + 0.0722 * channel(b, under[2]);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

function serve({ advertised = [anAdvertisedProduct()], categories = [aCategory()] } = {}) {
  server.use(
    handle(api.listAdvertised, () => HttpResponse.json(advertised)),
    handle(api.listCategories, () => HttpResponse.json(categories)),
  );
}

const renderHome = () => renderWithProviders(<HomePage />, { auth: fakeAuth(null) });

describe('HomePage', () => {
  it('shows the hero tagline, the advertised carousel and the categories grid', async () => {
    serve({
      advertised: [
        anAdvertisedProduct(),
        anAdvertisedProduct({ _id: 'ad-2', productId: 'prod-2', title: 'Xbox Elite Controller', verified: false }),
      ],
      categories: [aCategory(), aCategory({ _id: 'cat-xbox', category_name: 'Xbox' })],
    });
    renderHome();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /best offers on bestselling games, at the best price/i,
    );

    const carousel = await screen.findByRole('region', { name: 'Advertised products' });
    expect(await within(carousel).findByRole('img', { name: 'PlayStation 5 Disc Edition' })).toHaveAttribute(
      'src',
      'https://img.test/ps5.jpg',
    );
    expect(within(carousel).getByRole('img', { name: 'Xbox Elite Controller' })).toBeInTheDocument();
    expect(within(carousel).getAllByRole('link', { name: 'See details' })[0]).toHaveAttribute(
      'href',
      '/product/prod-1',
    );
    expect(within(carousel).getByText('Verified')).toBeInTheDocument();
    const swiper = (carousel.querySelector('.swiper') as HTMLElement & { swiper: { params: SwiperParams } }).swiper;
    expect(swiper.params.autoplay).toMatchObject({ delay: 2500 });
    expect(swiper.params.spaceBetween).toBe(30);
    expect(swiper.params.pagination).toMatchObject({ clickable: true });
    expect(within(carousel).getByRole('button', { name: 'Next product' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Previous product' })).toBeInTheDocument();

    const grid = screen.getByRole('region', { name: 'Categories' });
    expect(await within(grid).findByRole('heading', { name: 'Xbox' })).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'Explore PlayStation' })).toHaveAttribute('href', '/category/cat-ps');
    expect(within(grid).getByRole('link', { name: 'Explore Xbox' })).toHaveAttribute('href', '/category/cat-xbox');
  });

  it("gives the carousel's arrows a 44 px dark disc whose white arrow reads on any photo, and bullets that stand out", async () => {
    serve({ advertised: [anAdvertisedProduct(), anAdvertisedProduct({ _id: 'ad-2', productId: 'prod-2' })] });
    renderHome();

    const carousel = await screen.findByRole('region', { name: 'Advertised products' });
    for (const name of ['Next product', 'Previous product']) {
      const arrow = await within(carousel).findByRole('button', { name });
      const style = getComputedStyle(arrow);
      expect([style.width, style.height, style.borderRadius]).toEqual(['44px', '44px', '50%']);
      // Over the lightest photo (white) and the darkest (black), the arrow keeps 3:1 against its disc.
      for (const photo of [[255, 255, 255] as const, [0, 0, 0] as const]) {
        const disc = luminance(style.backgroundColor, [...photo]);
        expect(contrast(luminance(style.color), disc)).toBeGreaterThanOrEqual(3);
      }
    }
    const page = luminance('rgb(249, 250, 251)');
    for (const bullet of carousel.querySelectorAll('.swiper-pagination-bullet')) {
      const style = getComputedStyle(bullet);
      expect(style.opacity).toBe('1');
      expect(contrast(luminance(style.backgroundColor), page)).toBeGreaterThanOrEqual(3);
    }
    expect(carousel.querySelectorAll('.swiper-pagination-bullet').length).toBeGreaterThan(0);
  });

  it('gives "See details" and each "Go to slide N" bullet a 44 px target on a phone, the dot still drawn small inside', async () => {
    serve({ advertised: [anAdvertisedProduct(), anAdvertisedProduct({ _id: 'ad-2', productId: 'prod-2' })] });
    renderHome();

    const carousel = await screen.findByRole('region', { name: 'Advertised products' });
    for (const link of await within(carousel).findAllByRole('link', { name: 'See details' })) {
      expect(phoneStyle(link)).toMatchObject({ display: 'flex', 'min-height': '44px' });
    }
    const bullets = await within(carousel).findAllByRole('button', { name: /^Go to slide \d+$/ });
    expect(bullets.length).toBeGreaterThan(0);
    for (const bullet of bullets) {
      const phone = phoneStyle(bullet);
      expect(phone).toMatchObject({ width: '44px', height: '44px', padding: '18px' });
      // The background is painted in the content box only: an 8 px dot (44 - 2 × 18) in the 44 px target.
      expect(getComputedStyle(bullet).backgroundClip).toBe('content-box');
      expect(getComputedStyle(bullet).boxSizing).toBe('border-box');
    }
    // Side by side with no gap, below the slides rather than over them, wrapping when they do not fit across.
    const pagination = phoneStyle(bullets[0]!.parentElement!);
    expect(pagination).toMatchObject({ position: 'static', 'flex-wrap': 'wrap' });
    expect(pagination['--swiper-pagination-bullet-horizontal-gap']).toBe('0px');
  });

  it('shows the newest products first thing, as photo tiles with a heart, and a way to all of them', async () => {
    const asked: string[] = [];
    serve();
    server.use(
      handle(api.searchProducts, ({ request }) => {
        asked.push(new URL(request.url).search);
        return pageOf([
          aProduct({
            _id: 'new-1',
            title: 'Zelda: Tears of the Kingdom',
            resprice: 30,
            orgprice: 50,
            condition: 'Good',
          }),
          aProduct({ _id: 'new-2', title: 'Mario Kart 8' }),
        ]);
      }),
    );
    renderHome();

    const fresh = screen.getByRole('region', { name: 'Fresh listings' });
    const tile = await within(fresh).findByRole('link', { name: 'Zelda: Tears of the Kingdom' });
    expect(tile).toHaveAttribute('href', '/product/new-1');
    expect(tile).toHaveAccessibleDescription('$30.00 Original price $50.00 -40% Good');
    expect(within(fresh).getByRole('link', { name: 'Mario Kart 8' })).toBeInTheDocument();
    expect(within(fresh).getAllByRole('button', { name: 'Save' })).toHaveLength(2);
    expect(within(fresh).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/search');
    expect(asked).toEqual(['?sort=newest&limit=8']);
    // It comes right after the hero, before the carousel and the categories.
    const sections = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(sections.indexOf('fresh-title')).toBe(1);
  });

  it('keeps the hero short on a phone, so the first products are on the first screen', async () => {
    serve();
    server.use(handle(api.searchProducts, () => pageOf([aProduct()])));
    renderHome();

    const hero = screen.getByRole('region', { name: /best offers/ });
    expect(phoneStyle(within(hero).getByText(/where players sell/))).toMatchObject({ display: 'none' });
    expect(phoneStyle(within(hero).getByRole('heading', { level: 1 }))).toMatchObject({ 'font-size': '1.6rem' });
    expect(phoneStyle(hero)).toMatchObject({ padding: '20px 16px' });
    // One row of tiles, two and a bit across, rather than a grid of rows.
    const row = await screen.findByRole('list', { name: 'Fresh listings' });
    expect(phoneStyle(row)['grid-auto-columns']).toMatch(/\/ 2\.3\)$/);
  });

  it('offers a way to browse when nothing is listed yet', async () => {
    serve();
    renderHome();

    const fresh = screen.getByRole('region', { name: 'Fresh listings' });
    expect(await within(fresh).findByText(/Nothing is listed yet/)).toBeInTheDocument();
    expect(within(fresh).getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/search');
  });

  it('hides the advertised section when nothing is advertised', async () => {
    serve({ advertised: [] });
    renderHome();

    expect(await screen.findByRole('link', { name: 'Explore PlayStation' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Advertised products' })).not.toBeInTheDocument();
  });

  it('leaves sold products out of the carousel', async () => {
    serve({ advertised: [anAdvertisedProduct({ status: false })] });
    renderHome();

    expect(await screen.findByRole('link', { name: 'Explore PlayStation' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Advertised products' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then the error and a Retry that recovers', async () => {
    let fail = true;
    server.use(
      handle(api.listAdvertised, () => HttpResponse.json([])),
      handle(api.listCategories, () =>
        fail
          ? HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })
          : HttpResponse.json([aCategory()]),
      ),
    );
    const { user } = renderHome();

    expect(screen.getByRole('status', { name: 'Loading categories' })).toBeInTheDocument();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Explore PlayStation' })).toBeInTheDocument();
  });

  it('thanks newsletter subscribers without calling the server', async () => {
    serve();
    const { user } = renderHome();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Newsletter e-mail'), 'fan@replay.test');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    // msw fails the test on any request it was not told about, so no call was made.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you for subscribing! We will write to fan@replay.test.',
    );
  });
});
