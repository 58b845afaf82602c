import type { RegisterOptions } from 'react-hook-form';
import {
  CONDITIONS,
  LIMITS,
  MOBILE_PATTERN,
  groupThousands,
  hasAtMostTwoDecimals,
  type Condition,
  type ProductDetail,
  type ProductDetails,
} from '@replay/contract';
import { photosProblem, type Photo } from '../../components/photos/photo-rules';

/**
 * The product form's rules (Add Product and Edit), in one place. They mirror the server's rules
 * for POST /products and PATCH /product/{id} (server/src/routes/product-rules.ts) so a seller hears
 * about a mistake before anything is uploaded, in words rather than field names.
 */

/** What the form holds: inputs give strings; numbers are parsed when the payload is built. */
export interface ProductFormValues {
  title: string;
  category_id: string;
  condition: Condition | '';
  description: string;
  location: string;
  mobile: string;
  orgprice: string;
  resprice: string;
  useYear: string;
  puryear: string;
  /** In order; the first is the cover. */
  photos: Photo[];
}

export const emptyProductForm: ProductFormValues = {
  title: '',
  category_id: '',
  condition: '',
  description: '',
  location: '',
  mobile: '',
  orgprice: '',
  resprice: '',
  useYear: '',
  puryear: '',
  photos: [],
};

const mobilePattern = new RegExp(MOBILE_PATTERN);

const currentYear = () => new Date().getFullYear();

function text(label: string, min: number, max: number) {
  return {
    validate: (value: string) => {
      const length = value.trim().length;
      if (length === 0) return `${label} is required`;
      if (length < min) return `${label} must be at least ${min} characters`;
      if (length > max) return `${label} must be at most ${groupThousands(String(max))} characters`;
      return true;
    },
  };
}

function price(label: string) {
  return {
    validate: (value: string) => {
      if (value.trim() === '') return `${label} is required`;
      const amount = Number(value);
      if (!Number.isFinite(amount)) return `${label} must be a number`;
      if (amount <= 0) return `${label} must be greater than 0`;
      if (amount > LIMITS.priceMax) return `${label} must be at most ${groupThousands(String(LIMITS.priceMax))}`;
      if (!hasAtMostTwoDecimals(amount)) return `${label} can have at most 2 decimals`;
      return true;
    },
  };
}

function wholeNumber(label: string, min: number, max: () => number) {
  return {
    validate: (value: string) => {
      if (value.trim() === '') return `${label} is required`;
      const number = Number(value);
      if (!Number.isInteger(number) || number < min || number > max()) {
        return `${label} must be a whole number from ${min} to ${max()}`;
      }
      return true;
    },
  };
}

export const productRules = {
  title: text('Title', LIMITS.titleMin, LIMITS.titleMax),
  category_id: { required: 'Category is required' },
  condition: {
    validate: (value: string) => (CONDITIONS as readonly string[]).includes(value) || 'Condition is required',
  },
  description: text('Description', LIMITS.descriptionMin, LIMITS.descriptionMax),
  location: text('Location', LIMITS.locationMin, LIMITS.locationMax),
  mobile: {
    validate: (value: string) => {
      const mobile = value.trim();
      if (mobile === '') return 'Mobile number is required';
      if (mobile.length < LIMITS.mobileMin || mobile.length > LIMITS.mobileMax || !mobilePattern.test(mobile)) {
        return `Mobile number must be ${LIMITS.mobileMin}–${LIMITS.mobileMax} characters: digits, spaces, ( ) or -, starting with + or a digit and ending with a digit`;
      }
      return true;
    },
  },
  orgprice: price('Original price'),
  resprice: price('Resale price'),
  useYear: wholeNumber('Years of use', 0, () => LIMITS.useYearMax),
  puryear: wholeNumber('Purchase year', LIMITS.purchaseYearMin, currentYear),
  photos: {
    validate: (photos: Photo[]) => photosProblem(photos, { required: true, max: LIMITS.productImagesMax }) ?? true,
  },
} satisfies { [Field in keyof ProductFormValues]: RegisterOptions<ProductFormValues, Field> };

/** The seller's fields of valid form values, as POST /products and PATCH /product/{id} take them (photos apart). */
export function toProductPayload(values: ProductFormValues): Omit<ProductDetails, 'imageUrl'> {
  return {
    category_id: values.category_id,
    title: values.title.trim(),
    condition: values.condition as Condition,
    description: values.description.trim(),
    location: values.location.trim(),
    mobile: values.mobile.trim(),
    orgprice: Number(values.orgprice),
    resprice: Number(values.resprice),
    useYear: Number(values.useYear),
    puryear: Number(values.puryear),
  };
}

/** A listing's fields and photos as the form starts with them (an edit, or a listing sold again). */
export function toProductForm(product: ProductDetail): ProductFormValues {
  return {
    title: product.title,
    category_id: product.category_id,
    condition: product.condition,
    description: product.description,
    location: product.location,
    // Only the seller's own listings carry it; an empty one is prefilled from their profile.
    mobile: product.mobile ?? '',
    orgprice: String(product.orgprice),
    resprice: String(product.resprice),
    useYear: String(product.useYear),
    puryear: String(product.puryear),
    photos: product.images.map((url) => ({ key: url, url, preview: url })),
  };
}

/** Form fields the server's 400 `errors` map may name; other keys are shown with the form's message. */
export const productFormFields = Object.keys(emptyProductForm) as Array<keyof ProductFormValues>;
