/** How wide a product page shows its photos (the `sizes` of their `<img>`): the screen's width on a phone, else 420 px. */
export const PRODUCT_PHOTO_SIZES = '(max-width: 768px) 100vw, 420px';
