import { Type } from '@sinclair/typebox';
import { REMOTE_NAMES } from '../domain';
import { defineEndpoint } from '../endpoint';
import { IsoDate, Nullable, OneOf, Strict } from '../schemas';

/**
 * The release registry: per remote, the stable version every visitor gets, and a canary version a
 * share of visitors gets (docs/architecture.md, "Releasing and rolling back a remote"). Changed by
 * a signed-in admin or by the remote's deploy key (`Authorization: Bearer <key>`, DEPLOY_KEYS).
 */

const Remote = OneOf(REMOTE_NAMES);
const RemoteParams = Strict({ remote: Remote });
/** A released version's name (its folder under the remote's releases/), or `current`: the root build. */
const Version = Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z.-]*$', maxLength: 60 });
const Share = Type.Integer({ minimum: 0, maximum: 100 });

const StableSchema = Strict({ version: Type.String(), manifestUrl: Type.String() });
const CanarySchema = Strict({ version: Type.String(), manifestUrl: Type.String(), share: Type.Integer() });

/** What the shell's server needs of one remote: no owner, no figures. */
const CurrentReleaseSchema = Strict({ name: Remote, stable: StableSchema, canary: Nullable(CanarySchema) });

/** How one version of a remote fared with real visitors over the analysis window. */
const VersionHealthSchema = Strict({
  version: Type.String(),
  sessions: Type.Integer(),
  /** Sessions in which the remote's entry or a chunk failed to load. */
  failedLoads: Type.Integer(),
  /** Sessions in which the remote's error boundary caught an error. */
  errors: Type.Integer(),
  /** failedLoads / sessions, 0 without sessions. */
  failureRate: Type.Number(),
  /** errors / sessions, 0 without sessions. */
  errorRate: Type.Number(),
  /** The 75th percentile of the visits' LCP and INP, in milliseconds (null without a report). */
  lcpP75: Nullable(Type.Number()),
  inpP75: Nullable(Type.Number()),
});

const ReleaseRemoteSchema = Strict({
  name: Remote,
  stable: StableSchema,
  canary: Nullable(CanarySchema),
  /** The team's e-mail address: an automatic rollback is mailed there. */
  owner: Nullable(Type.String()),
  /** The canary is promoted by itself once healthy for CANARY_BAKE_MINUTES. */
  autoPromote: Type.Boolean(),
  /** When the canary started (its share last went above 0). */
  canarySince: Nullable(IsoDate),
  /** The stable and the canary version over the last CANARY_WINDOW_MINUTES. */
  health: Type.Array(VersionHealthSchema),
});

const ReleaseStateSchema = Strict({
  stable: Type.String(),
  canary: Nullable(Type.String()),
  share: Type.Integer(),
});

const ReleaseChangeSchema = Strict({
  _id: Type.String(),
  remote: Remote,
  at: IsoDate,
  /** Who: an admin's e-mail, `deploy key`, or `automatic`. */
  actor: Type.String(),
  from: ReleaseStateSchema,
  to: ReleaseStateSchema,
  reason: Type.String(),
  /** For an automatic rollback or promotion: the figures it was decided on. */
  figures: Nullable(Strict({ stable: VersionHealthSchema, canary: VersionHealthSchema })),
});

export const getCurrentReleases = defineEndpoint({
  method: 'GET',
  path: '/releases/current',
  summary:
    "Each remote's stable and canary manifest URLs and the canary's share: what the shell's server composes pages and remotes.json from",
  access: 'public',
  responses: { 200: Strict({ remotes: Type.Array(CurrentReleaseSchema) }) },
});

export const listReleases = defineEndpoint({
  method: 'GET',
  path: '/releases',
  summary: "Each remote's stable and canary versions, its owner and each version's health (an admin or a deploy key)",
  access: ['admin'],
  responses: { 200: Strict({ remotes: Type.Array(ReleaseRemoteSchema) }) },
});

export const getReleaseHistory = defineEndpoint({
  method: 'GET',
  path: '/releases/:remote/history',
  summary: "A remote's release changes, newest first: who, when, from what, to what, why (an admin or a deploy key)",
  access: ['admin'],
  params: RemoteParams,
  responses: { 200: Strict({ items: Type.Array(ReleaseChangeSchema) }) },
});

export const putRelease = defineEndpoint({
  method: 'PUT',
  path: '/releases/:remote',
  summary:
    "Sets a remote's stable version, its canary and share, auto-promotion or owner (an admin, or that remote's deploy key); a version must be released and fit the running shell's platform",
  access: ['admin'],
  params: RemoteParams,
  body: Strict({
    stable: Type.Optional(Version),
    /** A version, or null to end the canary. */
    canary: Type.Optional(Nullable(Version)),
    share: Type.Optional(Share),
    autoPromote: Type.Optional(Type.Boolean()),
    owner: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  }),
  responses: { 200: ReleaseRemoteSchema },
  errors: [409],
});
