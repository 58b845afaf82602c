import { ACCESS_TOKEN_KEY, ROLE_HINT_KEY, SESSION_HINT_KEY } from '../session/session';
import { pageRequests } from './early-requests';
import { signedInPhoto, startEarlyRequests, startPageRequests } from './start-early-requests';

const NOW = Date.UTC(2026, 10, 23, 12);
const API = 'http://localhost:4000';

/** An unsigned JWT with these claims (only its payload is read here). */
const token = (claims: Record<string, unknown>) =>
  ['{"alg":"none"}', JSON.stringify(claims), ''].map((part) => Buffer.from(part).toString('base64url')).join('.');
const validToken = token({ email: 'buyer@replay.test', exp: NOW / 1000 + 3600 });

function storageWith(entries: Record<string, string>): Storage {
  const storage = new Map(Object.entries(entries));
  return { getItem: (key: string) => storage.get(key) ?? null } as Storage;
}
const signedIn = (role: string | null = 'buyer', accessToken = validToken) =>
  storageWith({
    [ACCESS_TOKEN_KEY]: accessToken,
    ...(role ? { [ROLE_HINT_KEY]: JSON.stringify({ email: 'buyer@replay.test', role }) } : {}),
  });

function fakeFetch() {
  return jest.fn((input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify({ url: String(input) }))),
  );
}

describe('startEarlyRequests', () => {
  it('starts the public requests for anyone and hands each response over once', async () => {
    const fetch = fakeFetch();
    const early = startEarlyRequests([{ url: `${API}/categories`, anonymous: true }], {
      storage: storageWith({}),
      now: NOW,
      fetch,
    });

    expect(fetch).toHaveBeenCalledWith(`${API}/categories`, { headers: { Accept: 'application/json' } });
    const response = early.take(`${API}/categories`, null);
    await expect(response).resolves.toBeInstanceOf(Response);
    expect(early.take(`${API}/categories`, null)).toBeUndefined();
  });

  it("fills in the signed-in user's e-mail and sends their access token", async () => {
    const fetch = fakeFetch();
    const early = startEarlyRequests([{ url: `${API}/booking?email={email}` }], {
      storage: signedIn(),
      now: NOW,
      fetch,
    });

    const url = `${API}/booking?email=buyer%40replay.test`;
    expect(fetch).toHaveBeenCalledWith(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${validToken}` },
    });
    // Taken only by the same request: same token, whatever the encoding or order of the query.
    expect(early.take(url, null)).toBeUndefined();
    expect(early.take(`${API}/booking?email=buyer@replay.test`, `Bearer ${validToken}`)).toBeDefined();
  });

  it("puts the page's query string in place of {search}, and nothing when it has none", () => {
    const fetch = fakeFetch();
    const options = { storage: storageWith({}), now: NOW, fetch };
    startEarlyRequests([{ url: `${API}/products/search?{search}`, anonymous: true }], {
      ...options,
      search: '?q=zelda&sort=price_asc',
    });
    startEarlyRequests([{ url: `${API}/products/search?limit=2&{search}`, anonymous: true }], {
      ...options,
      search: '',
    });

    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      `${API}/products/search?q=zelda&sort=price_asc`,
      `${API}/products/search?limit=2&`,
    ]);
  });

  it('preloads the photo an answer names, from a copy, before the page reads the answer', async () => {
    const product = {
      _id: 'p1',
      images: ['http://localhost:4000/images/cover.jpg', 'http://localhost:4000/images/2.jpg'],
    };
    const fetch = jest.fn(() => Promise.resolve(new Response(JSON.stringify(product))));
    const preloadPhoto = jest.fn();
    const spec = { url: `${API}/product/p1`, anonymous: true, photo: { field: 'images', sizes: '100vw' } };
    const early = startEarlyRequests([spec], { storage: storageWith({}), now: NOW, fetch, preloadPhoto });

    // The page takes the answer and reads it as soon as it arrives.
    await expect(early.take(`${API}/product/p1`, null)!.then((response) => response.json())).resolves.toEqual(product);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloadPhoto).toHaveBeenCalledWith('http://localhost:4000/images/cover.jpg', '100vw');
  });

  it('preloads nothing when the answer fails or names no photo', async () => {
    const preloadPhoto = jest.fn();
    const answers = [new Response('{}', { status: 404 }), new Response('{"images":[]}'), new Response('not json')];
    const fetch = jest.fn(() => Promise.resolve(answers.shift()!));
    const specs = ['a', 'b', 'c'].map((id) => ({
      url: `${API}/product/${id}`,
      anonymous: true,
      photo: { field: 'images', sizes: '100vw' },
    }));
    startEarlyRequests(specs, { storage: storageWith({}), now: NOW, fetch, preloadPhoto });

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(preloadPhoto).not.toHaveBeenCalled();
  });

  it('leaves out what needs a session when the stored token is missing, expiring or malformed', () => {
    const specs = [{ url: `${API}/favourites` }, { url: `${API}/categories`, anonymous: true }];
    for (const storage of [
      storageWith({}),
      signedIn('buyer', token({ email: 'buyer@replay.test', exp: NOW / 1000 + 30 })),
      signedIn('buyer', 'not-a-token'),
    ]) {
      const fetch = fakeFetch();
      startEarlyRequests(specs, { storage, now: NOW, fetch });
      expect(fetch.mock.calls.map(([url]) => url)).toEqual([`${API}/categories`]);
    }
  });

  it("starts a role's request only for a user the server last gave that role", () => {
    const specs = [{ url: `${API}/favourites`, roles: ['buyer'] }];
    const started = (storage: Storage) => {
      const fetch = fakeFetch();
      startEarlyRequests(specs, { storage, now: NOW, fetch });
      return fetch.mock.calls.length;
    };

    expect(started(signedIn('buyer'))).toBe(1);
    expect(started(signedIn('seller'))).toBe(0);
    expect(started(signedIn(null))).toBe(0);
  });

  it('ignores what is not a list of requests', () => {
    const fetch = fakeFetch();
    for (const specs of [undefined, 'x', [{ path: '/categories' }], {}]) {
      expect(
        startEarlyRequests(specs, { storage: signedIn(), now: NOW, fetch }).take(`${API}/categories`),
      ).toBeUndefined();
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the inline script and the shell', () => {
  afterEach(() => startPageRequests([]));

  it('shares the responses through the page: what the script started, the shell takes', () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]'));
    startPageRequests([{ url: `${API}/advertise`, anonymous: true }], { storage: storageWith({}), now: NOW });

    expect(pageRequests().take(`${API}/advertise`)).toBeDefined();
    expect(pageRequests().take(`${API}/advertise`)).toBeUndefined();
  });

  it('gives nothing when the page had no script', () => {
    delete (globalThis as Record<string, unknown>).__replayEarlyRequests;
    expect(pageRequests().take(`${API}/advertise`)).toBeUndefined();
  });
});

describe('signedInPhoto', () => {
  const user = (email: string) => JSON.stringify({ email, photoURL: `${API}/images/me.jpg` });

  it("is the photo of the user whose token is stored, and nobody else's", () => {
    const photo = (entries: Record<string, string>) => signedInPhoto({ storage: storageWith(entries), now: NOW });

    expect(photo({ [ACCESS_TOKEN_KEY]: validToken, [SESSION_HINT_KEY]: user('buyer@replay.test') })).toBe(
      `${API}/images/me.jpg`,
    );
    expect(photo({ [ACCESS_TOKEN_KEY]: validToken, [SESSION_HINT_KEY]: user('seller@replay.test') })).toBeNull();
    expect(photo({ [SESSION_HINT_KEY]: user('buyer@replay.test') })).toBeNull();
  });
});
