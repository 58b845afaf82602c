import { Type, type TSchema } from '@sinclair/typebox';
import { CONDITIONS, LIMITS, MOBILE_PATTERN, SELF_SERVICE_ROLES } from './domain';

/*
 * `@replay/contract/schemas`: the shapes and rules of what clients send, as JSON Schema (TypeBox),
 * defined once. The server validates requests with them; the contract's TypeScript types of those
 * payloads are derived from them (`Static<typeof …>`), so a field or a limit cannot differ
 * between the two. A subpath, so a page that only needs the types never bundles TypeBox.
 */

/** Ids are UUIDs; anything else is a 400 with a clear message, not a database error. */
export const Id = Type.String({ format: 'uuid' });

/** Text with at least one non-blank character, between `min` and `max` characters. */
export const Text = (min: number, max: number) => Type.String({ minLength: min, maxLength: max, pattern: '\\S' });
/** An amount of money: positive, at most LIMITS.priceMax, in whole cents. */
export const Money = Type.Number({ exclusiveMinimum: 0, maximum: LIMITS.priceMax, multipleOf: 0.01 });
const HTTP_URL_PATTERN = '^https?://\\S+$';
/** Web addresses only (no javascript: or data: URLs). */
export const HttpUrl = Type.String({ maxLength: 2048, pattern: HTTP_URL_PATTERN });
/** A web address, or empty for none. */
export const OptionalHttpUrl = Type.String({ maxLength: 2048, pattern: `^(${HTTP_URL_PATTERN.slice(1, -1)})?$` });
export const Mobile = Type.String({
  minLength: LIMITS.mobileMin,
  maxLength: LIMITS.mobileMax,
  pattern: MOBILE_PATTERN,
});
export const Location = Text(LIMITS.locationMin, LIMITS.locationMax);
/** One of a fixed list of strings, validated as a JSON-schema enum so the message lists the choices. */
export const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
export const Condition = OneOf(CONDITIONS);
export const SelfServiceRole = OneOf(SELF_SERVICE_ROLES);
/** An object that accepts no other properties. */
export const Strict = <T extends Record<string, TSchema>>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

/** What a seller says about a product: the fields of the add-product form (POST /products). */
export const productDetailsProperties = {
  category_id: Id,
  title: Text(LIMITS.titleMin, LIMITS.titleMax),
  condition: Condition,
  description: Text(LIMITS.descriptionMin, LIMITS.descriptionMax),
  location: Location,
  mobile: Mobile,
  orgprice: Money,
  resprice: Money,
  useYear: Type.Integer({ minimum: 0, maximum: LIMITS.useYearMax }),
  puryear: Type.Integer({ minimum: LIMITS.purchaseYearMin, maximum: 9999 }),
  imageUrl: HttpUrl,
};
export const ProductDetailsSchema = Strict(productDetailsProperties);

/** What a buyer types when booking: how to reach them and where to meet (POST /booking). */
export const bookingDetailsProperties = { productId: Id, mobile: Mobile, location: Location };

/** POST /reviews: one per paid order, 1–5 whole stars and an optional comment. */
export const ReviewPayloadSchema = Strict({
  bookingId: Id,
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.Optional(Type.String({ maxLength: LIMITS.reviewCommentMax })),
});
