/*
 * Where the session lives in the browser's storage. A module of its own, without imports: the
 * shell's start-up code (before the shared modules are ready) reads the access token too
 * (early-requests.ts).
 */

/** Where the server's access token is kept (spec section 9: localStorage under `accessToken`). */
export const ACCESS_TOKEN_KEY = 'accessToken';
/**
 * The user the identity provider last reported signed in (`AuthUser` as JSON), removed when it
 * reports nobody. With neither it nor an access token stored, the visitor has no session to
 * restore, so Firebase is not loaded until they sign in.
 */
export const SESSION_HINT_KEY = 'replay.session';
/** The role the server last gave the signed-in e-mail: `{ email, role }` (see `rememberRoles`). */
export const ROLE_HINT_KEY = 'replay.role';
