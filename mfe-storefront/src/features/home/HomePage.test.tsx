import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { SwiperOptions as SwiperParams } from 'swiper/types';
import { api } from '@replay/contract';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { aCategory, anAdvertisedProduct } from '../../testing/fixtures';
import { Component as HomePage } from './HomePage';

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
