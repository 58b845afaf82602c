import { Type, type TSchema } from '@sinclair/typebox';
import { CONDITIONS, LIMITS, MOBILE_PATTERN, SELF_SERVICE_ROLES } from '@replay/contract';

/** Ids are UUIDs; anything else is a 400 with a clear message, not a database error. */
export const Id = Type.String({ format: 'uuid' });
export const IdParams = Type.Object({ id: Id });

/** The spec's `?email=` query value, checked against the token by requireOwnEmail. */
export const EmailQuery = Type.Object({ email: Type.Optional(Type.String({ maxLength: 254 })) }, { additionalProperties: false });

const pageProperties = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.listPageMax })),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
};
/** A public list's page: `limit` rows (at most 100) after `cursor`. */
export const PageQuery = Type.Object(pageProperties, { additionalProperties: false });
/** A spec list called with `?email=`, and its page. */
export const ListQuery = Type.Object({ ...EmailQuery.properties, ...pageProperties }, { additionalProperties: false });

export const Text = (min: number, max: number) => Type.String({ minLength: min, maxLength: max, pattern: '\\S' });
export const Money = Type.Number({ exclusiveMinimum: 0, maximum: LIMITS.priceMax, multipleOf: 0.01 });
/** Web addresses only (no javascript: or data: URLs); validation.ts words their error. */
const HTTP_URL_PATTERN = '^https?://\\S+$';
export const HttpUrl = Type.String({ maxLength: 2048, pattern: HTTP_URL_PATTERN });
/** A web address, or empty for none. */
export const OptionalHttpUrl = Type.String({ maxLength: 2048, pattern: `^(${HTTP_URL_PATTERN.slice(1, -1)})?$` });
export const Mobile = Type.String({ minLength: LIMITS.mobileMin, maxLength: LIMITS.mobileMax, pattern: MOBILE_PATTERN });
export const Location = Text(LIMITS.locationMin, LIMITS.locationMax);
/** One of a fixed list of strings, validated as a JSON-schema enum so the message lists the choices. */
export const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
export const Condition = OneOf(CONDITIONS);
export const SelfServiceRole = OneOf(SELF_SERVICE_ROLES);

export const Strict = <T extends Record<string, TSchema>>(properties: T) => Type.Object(properties, { additionalProperties: false });

export const Acknowledged = Type.Object({ acknowledged: Type.Boolean() });
