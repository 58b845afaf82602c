import { Type } from '@sinclair/typebox';
import { LIMITS } from '@replay/contract';
import { Id } from '@replay/contract/schemas';

// The shapes and rules of client payloads are the contract's (one definition, its types derived
// from them); this module adds what only the server's routes use: params, queries, pages.
export {
  Condition,
  HttpUrl,
  Id,
  Location,
  Mobile,
  Money,
  OneOf,
  OptionalHttpUrl,
  SelfServiceRole,
  Strict,
  Text,
} from '@replay/contract/schemas';

export const IdParams = Type.Object({ id: Id });

/** The spec's `?email=` query value, checked against the token by requireOwnEmail. */
export const EmailQuery = Type.Object(
  { email: Type.Optional(Type.String({ maxLength: 254 })) },
  { additionalProperties: false },
);

const pageProperties = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.listPageMax })),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
};
/** A public list's page: `limit` rows (at most 100) after `cursor`. */
export const PageQuery = Type.Object(pageProperties, { additionalProperties: false });
/** A spec list called with `?email=`, and its page. */
export const ListQuery = Type.Object({ ...EmailQuery.properties, ...pageProperties }, { additionalProperties: false });

export const Acknowledged = Type.Object({ acknowledged: Type.Boolean() });
