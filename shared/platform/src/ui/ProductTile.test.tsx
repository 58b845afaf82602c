import { screen, within } from '@testing-library/react';
import type { Product } from '@replay/contract';
import { renderWithProviders, TEST_CONFIG, phoneStyle } from '@replay/testing';
import { HeartButton, ProductTile, ProductTileList } from './ProductTile';

const product = (overrides: Partial<Product> = {}): Product => ({
  _id: 'prod-1',
  sellerName: 'Sam Seller',
  category_id: 'cat-ps',
  title: 'PlayStation 5 Disc Edition',
  condition: 'Excellent',
  description: 'Barely used console with one controller.',
  location: 'Berlin',
  orgprice: 500,
  resprice: 300,
  useYear: 1,
  puryear: 2023,
  imageUrl: `${TEST_CONFIG.apiUrl}/images/ps5.jpg`,
  advertise: false,
  status: true,
  date: '2025-01-01T00:00:00.000Z',
  verified: false,
  sellerId: 'seller-1',
  sellerRating: { average: 0, count: 0 },
  state: 'available',
  version: 1,
  ...overrides,
});

describe('ProductTile', () => {
  it('is one link to the product, named by its title: a square sized photo, the price, the struck original, the discount and the condition', () => {
    renderWithProviders(<ProductTile product={product()} />);

    const link = within(screen.getByRole('article', { name: 'PlayStation 5 Disc Edition' })).getByRole('link', {
      name: 'PlayStation 5 Disc Edition',
    });
    expect(link).toHaveAttribute('href', '/product/prod-1');
    expect(link).toHaveAccessibleDescription('$300.00 Original price $500.00 -40% Excellent');
    expect(within(link).getByText('$300.00')).toBeInTheDocument();
    expect(within(link).getByText('$500.00').tagName).toBe('S');
    expect(within(link).getByText('-40%')).toBeInTheDocument();
    expect(within(link).getByText('Excellent')).toBeInTheDocument();
    const photo = link.querySelector('img')!;
    expect(photo).toHaveAttribute('width', '320');
    expect(photo).toHaveAttribute('height', '320');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo.getAttribute('srcset')).toContain('ps5.jpg?w=');
    expect(getComputedStyle(photo).objectFit).toBe('cover');
    expect(getComputedStyle(photo).aspectRatio).toBe('1');
  });

  it('shows no struck price or discount when nothing is saved', () => {
    renderWithProviders(<ProductTile product={product({ orgprice: 300 })} />);

    expect(screen.getByText('$300.00')).toBeInTheDocument();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
    expect(screen.queryByText('Original price')).not.toBeInTheDocument();
  });

  it('puts the heart over the photo as a button of its own, outside the link', () => {
    renderWithProviders(
      <ProductTile
        product={product()}
        heart={
          <HeartButton type="button" $saved={false} aria-label="Save">
            ♡
          </HeartButton>
        }
        eager
      />,
    );

    const link = screen.getByRole('link', { name: 'PlayStation 5 Disc Edition' });
    const heart = screen.getByRole('button', { name: 'Save' });
    expect(link).not.toContainElement(heart);
    expect(getComputedStyle(heart.parentElement!).position).toBe('absolute');
    expect(link.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('says when a listing is sold or closed', () => {
    renderWithProviders(
      <>
        <ProductTile product={product({ _id: 'a', title: 'Xbox', status: false, state: 'sold' })} />
        <ProductTile product={product({ _id: 'b', title: 'Mega Drive', state: 'closed' })} />
      </>,
    );

    expect(screen.getByRole('link', { name: 'Xbox' })).toHaveAccessibleDescription(/Sold$/);
    expect(screen.getByRole('link', { name: 'Mega Drive' })).toHaveAccessibleDescription(/Closed$/);
  });

  it('clamps the title to two lines', () => {
    renderWithProviders(<ProductTile product={product()} />);

    const title = screen.getByText('PlayStation 5 Disc Edition');
    expect(getComputedStyle(title).overflow).toBe('hidden');
    expect(title.style.getPropertyValue('-webkit-line-clamp') || getComputedStyle(title).webkitLineClamp).toBe('2');
  });
});

describe('HeartButton', () => {
  it('is a 44 px round target, red once saved', () => {
    renderWithProviders(
      <>
        <HeartButton type="button" $saved={false} aria-label="Save" />
        <HeartButton type="button" $saved aria-label="Saved" />
      </>,
    );

    const save = getComputedStyle(screen.getByRole('button', { name: 'Save' }));
    expect([save.width, save.height, save.borderRadius]).toEqual(['44px', '44px', '50%']);
    expect(save.color).toBe('rgb(107, 114, 128)');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Saved' })).color).toBe('rgb(220, 38, 38)');
  });
});

describe('ProductTile on a phone', () => {
  it('keeps the price, the original and the discount on one line of a two-column grid', () => {
    renderWithProviders(<ProductTile product={product()} />);

    const price = screen.getByText('$300.00');
    expect(phoneStyle(price)['font-size']).toBe('1.125rem');
    expect(phoneStyle(price.parentElement!).gap).toBe('0 4px');
  });
});

describe('ProductTileList', () => {
  it('has two columns on a phone', () => {
    renderWithProviders(<ProductTileList aria-label="Results" />);

    expect(phoneStyle(screen.getByRole('list', { name: 'Results' }))['grid-template-columns']).toBe(
      'repeat(2, minmax(0, 1fr))',
    );
  });
});
