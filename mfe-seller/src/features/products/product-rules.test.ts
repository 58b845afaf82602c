import type { Photo } from '../../components/photos/photo-rules';
import { emptyProductForm, productRules, toProductForm, toProductPayload } from './product-rules';
import { aProduct } from '../../testing/products';

const check = (rule: { validate: (value: string) => string | true }, value: string) => rule.validate(value);

describe('productRules', () => {
  it('requires text fields and checks their length after trimming', () => {
    expect(check(productRules.title, '   ')).toBe('Title is required');
    expect(check(productRules.title, ' ab ')).toBe('Title must be at least 3 characters');
    expect(check(productRules.title, 'x'.repeat(121))).toBe('Title must be at most 120 characters');
    expect(check(productRules.title, 'Zelda')).toBe(true);
    expect(check(productRules.description, 'x'.repeat(2001))).toBe('Description must be at most 2,000 characters');
    expect(check(productRules.location, 'L')).toBe('Location must be at least 2 characters');
  });

  it('accepts prices above 0 up to 1,000,000 with at most two decimals', () => {
    expect(check(productRules.orgprice, '')).toBe('Original price is required');
    expect(check(productRules.orgprice, '0')).toBe('Original price must be greater than 0');
    expect(check(productRules.resprice, '-5')).toBe('Resale price must be greater than 0');
    expect(check(productRules.resprice, '1000000.01')).toBe('Resale price must be at most 1,000,000');
    expect(check(productRules.resprice, '9.999')).toBe('Resale price can have at most 2 decimals');
    expect(check(productRules.resprice, '49.99')).toBe(true);
    expect(check(productRules.resprice, '1000000')).toBe(true);
  });

  it('takes whole years of use from 0 to 60 and purchase years from 1970 to this year', () => {
    const year = new Date().getFullYear();
    expect(check(productRules.useYear, '0')).toBe(true);
    expect(check(productRules.useYear, '1.5')).toBe('Years of use must be a whole number from 0 to 60');
    expect(check(productRules.useYear, '61')).toBe('Years of use must be a whole number from 0 to 60');
    expect(check(productRules.puryear, '1969')).toBe(`Purchase year must be a whole number from 1970 to ${year}`);
    expect(check(productRules.puryear, String(year + 1))).toBe(
      `Purchase year must be a whole number from 1970 to ${year}`,
    );
    expect(check(productRules.puryear, String(year))).toBe(true);
  });

  it('matches the server pattern for mobile numbers', () => {
    expect(check(productRules.mobile, '')).toBe('Mobile number is required');
    for (const ok of ['+351 912 345 678', '555 (123) 456-7', '123456'])
      expect(check(productRules.mobile, ok)).toBe(true);
    for (const bad of ['12345', 'call me', '(555) 123-4567', '+1 555 123 4567 890 12', '555-']) {
      expect(check(productRules.mobile, bad)).toMatch(/^Mobile number must be 6–20 characters/);
    }
  });

  it('takes 1 to 8 photos, each a JPEG, PNG, WebP or GIF image', () => {
    const photos = (photos: Photo[]) => productRules.photos.validate(photos);
    const stored = (n: number): Photo => ({ key: `s${n}`, url: `https://img.test/${n}.png`, preview: '' });
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    expect(photos([])).toBe('At least one photo is required');
    expect(photos(Array.from({ length: 9 }, (_, n) => stored(n)))).toBe('At most 8 photos');
    expect(photos([stored(1), { key: 'cv', file: pdf, preview: 'cv' }])).toBe(
      'cv.pdf: Only JPEG, PNG, WebP or GIF images are accepted',
    );
    expect(photos(Array.from({ length: 8 }, (_, n) => stored(n)))).toBe(true);
  });

  it('builds the POST /products body with trimmed text and numbers', () => {
    expect(
      toProductPayload({
        ...emptyProductForm,
        title: ' Zelda ',
        category_id: 'c1',
        condition: 'Good',
        description: ' Boxed ',
        location: ' Porto ',
        mobile: ' 123456 ',
        orgprice: '60',
        resprice: '35.50',
        useYear: '2',
        puryear: '2020',
      }),
    ).toEqual({
      title: 'Zelda',
      category_id: 'c1',
      condition: 'Good',
      description: 'Boxed',
      location: 'Porto',
      mobile: '123456',
      orgprice: 60,
      resprice: 35.5,
      useYear: 2,
      puryear: 2020,
    });
  });

  it("fills the form with a listing's fields and photos, in order", () => {
    const listing = {
      ...aProduct({ orgprice: 60, resprice: 35.5 }),
      images: ['https://img.test/a.png', 'https://img.test/b.png'],
      priceHistory: [],
    };
    const form = toProductForm(listing);
    expect(form).toMatchObject({
      title: listing.title,
      orgprice: '60',
      resprice: '35.5',
      useYear: '2',
      puryear: '2021',
    });
    expect(form.photos.map((photo) => photo.url)).toEqual(listing.images);
  });
});
