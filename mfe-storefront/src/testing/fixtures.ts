import { HttpResponse } from 'msw';
import { api, type AdvertisedProduct, type Category, type Product, type ProductDetail } from '@replay/contract';
import { handle } from '@replay/testing';

/** Test data shaped like the API's answers. */
export function aCategory(overrides: Partial<Category> = {}): Category {
  return { _id: 'cat-ps', category_name: 'PlayStation', img: 'https://img.test/ps.jpg', ...overrides };
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'prod-1',
    sellerName: 'Sam Seller',
    category_id: 'cat-ps',
    title: 'PlayStation 5 Disc Edition',
    condition: 'Excellent',
    description: 'Barely used console with one controller.',
    location: 'Berlin',
    mobile: '+49 151 0000000',
    orgprice: 500,
    resprice: 380,
    useYear: 1,
    puryear: 2023,
    imageUrl: 'https://img.test/ps5.jpg',
    advertise: false,
    status: true,
    date: new Date(Date.now() - 5 * 3_600_000).toISOString(),
    verified: false,
    sellerId: 'seller-1',
    sellerRating: { average: 0, count: 0 },
    state: 'available',
    version: 1,
    ...overrides,
  };
}

/** One product as GET /product/{id} answers: with its photos (the cover alone unless given) and prices. */
export function aProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const product = aProduct(overrides);
  return {
    ...product,
    images: [product.imageUrl],
    priceHistory: [{ price: product.resprice, changedAt: product.date }],
    ...overrides,
  };
}

export function anAdvertisedProduct(overrides: Partial<AdvertisedProduct> = {}): AdvertisedProduct {
  return {
    _id: 'ad-1',
    productId: 'prod-1',
    title: 'PlayStation 5 Disc Edition',
    resprice: 380,
    status: true,
    imageUrl: 'https://img.test/ps5.jpg',
    sellerName: 'Sam Seller',
    verified: true,
    sellerId: 'seller-1',
    sellerRating: { average: 0, count: 0 },
    ...overrides,
  };
}

/** The buyer's saved items as GET /favourites answers (nothing saved unless given). */
export const savedItemsHandler = (saved: Product[] = []) => handle(api.listFavourites, () => HttpResponse.json(saved));
