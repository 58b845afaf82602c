import * as endpoints from '@replay/contract/endpoints';
import { TestClock } from '../src/clock';
import { healthOf, judgeCanary } from '../src/releases/service';
import { bearer, call, unchecked } from './support/api';
import { createTestApp, ENGINES, type TestContext, type TestUser } from './support/harness';

const KEYS = {
  seller: 'seller-deploy-key-0123456789abcdef',
  storefront: 'storefront-deploy-key-0123456789abcdef',
};
const SELLER_ROOT = 'http://localhost:3003/mf-manifest.json';
const versionUrl = (version: string) => `http://localhost:3003/${version}/mf-manifest.json`;

/** A remote's federation manifest that requires `range` of the platform. */
const manifest = (range: string) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js' } },
  shared: [{ name: '@replay/platform', version: '10.0.0', requiredVersion: range }],
});

/** The remotes' servers and the shell's: released versions 1.4.0 (this platform) and 2.0.0 (the next major). */
const served: Record<string, unknown> = {
  [versionUrl('1.4.0')]: manifest('^10.0.0'),
  [versionUrl('1.5.0')]: manifest('^10.0.0'),
  [versionUrl('2.0.0')]: manifest('^11.0.0'),
  'http://localhost:3000/mf-manifest.json': {
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    shared: [{ name: '@replay/platform', version: '10.0.0' }],
  },
};
const releaseFetch = (async (url: string | URL | Request) => {
  const body = served[String(url)];
  return body ? Response.json(body) : new Response('Not found', { status: 404 });
}) as typeof fetch;

const deployKey = (remote: keyof typeof KEYS) => bearer(KEYS[remote]);

describe('judgeCanary', () => {
  const rules = { minSessions: 50, failRatio: 2, failPoints: 2, baked: false, autoPromote: false };
  const figures = (version: string, sessions: number, failed: number, errors = 0) =>
    healthOf(version, {
      remote: 'seller',
      version,
      sessions,
      failed_loads: failed,
      errors,
      lcp_p75: null,
      inp_p75: null,
    });

  it('waits for CANARY_MIN_SESSIONS, however bad the canary looks', () => {
    expect(judgeCanary(figures('1', 500, 0), figures('2', 49, 49), rules)).toEqual({
      action: 'wait',
      why: '49 of 50 sessions',
    });
  });

  it('rolls back a canary more than twice as bad and at least 2 points worse, for failed loads or errors', () => {
    const failing = judgeCanary(figures('1', 500, 5), figures('2', 60, 6), rules);
    expect(failing.action).toBe('rollback');
    expect(failing.why).toBe('failed loads: canary 2 10 % against stable 1 1 % over 60 canary sessions');
    expect(judgeCanary(figures('1', 500, 0, 0), figures('2', 100, 0, 3), rules).action).toBe('rollback');
  });

  it('keeps a canary that is worse by less than the margin: twice as bad but under 2 points, or 2 points but not twice', () => {
    expect(judgeCanary(figures('1', 1000, 5), figures('2', 100, 1), rules).action).toBe('wait');
    expect(judgeCanary(figures('1', 100, 10), figures('2', 100, 15), rules).action).toBe('wait');
  });

  it('promotes a healthy canary only when asked to and baked', () => {
    const healthy = [figures('1', 100, 1), figures('2', 100, 1)] as const;
    expect(judgeCanary(...healthy, { ...rules, autoPromote: true }).action).toBe('wait');
    expect(judgeCanary(...healthy, { ...rules, baked: true }).action).toBe('wait');
    expect(judgeCanary(...healthy, { ...rules, autoPromote: true, baked: true }).action).toBe('promote');
  });
});

describe.each(ENGINES)('releases (%s)', (engine) => {
  const clock = new TestClock();
  let ctx: TestContext, admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp(engine, {
      clock,
      releaseFetch,
      env: {
        DEPLOY_KEYS: `seller=${KEYS.seller},storefront=${KEYS.storefront}`,
        CANARY_CHECK_SECONDS: '0',
        CANARY_MIN_SESSIONS: '10',
        CANARY_BAKE_MINUTES: '5',
        RATE_LIMIT_RUM: '100000',
      },
    });
    admin = await ctx.user('admin');
  });
  afterAll(() => ctx.close());

  const put = (caller: Parameters<typeof call>[1], body: object, remote = 'seller') =>
    call(ctx, caller, endpoints.putRelease, {
      params: { remote: remote as 'seller' },
      body: unchecked({ reason: 'Release', ...body }),
    });
  const current = async () =>
    (await call(ctx, undefined, endpoints.getCurrentReleases)).json().remotes.find((r) => r.name === 'seller');
  let tabs = 0;
  /** `sessions` tabs of the seller remote at `version`, `failing` of which failed to load it. */
  async function visits(version: string, sessions: number, failing = 0) {
    for (let i = 0; i < sessions; i += 1) {
      const answer = await call(ctx, undefined, endpoints.reportRum, {
        body: {
          route: '/dashboard/myproducts',
          remote: 'seller',
          remoteVersion: version,
          session: `session-${(tabs += 1)}`,
          events: [{ name: i < failing ? 'remote_load_failed' : 'remote_loaded' }],
        },
      });
      expect(answer.statusCode).toBe(204);
    }
  }

  it('names publicly only the remotes deployed through it: the others keep the shell’s configured URL', async () => {
    const answer = await call(ctx, undefined, endpoints.getCurrentReleases);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ remotes: [] });
    const listed = (await call(ctx, admin, endpoints.listReleases)).json().remotes;
    expect(listed.map((r) => r.name)).toEqual(['storefront', 'buyer', 'seller', 'admin']);
    expect(listed[2]).toEqual(
      expect.objectContaining({ stable: { version: 'current', manifestUrl: SELLER_ROOT }, canary: null, owner: null }),
    );
  });

  it('takes a change from an admin or the remote’s own deploy key only', async () => {
    expect((await put(undefined, { canary: '1.4.0', share: 10 })).statusCode).toBe(401);
    expect((await put(await ctx.user('buyer'), { canary: '1.4.0', share: 10 })).statusCode).toBe(403);
    const other = await put(deployKey('storefront'), { canary: '1.4.0', share: 10 });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("This deploy key is the storefront remote's; it cannot change seller");
    expect((await put(bearer('not-a-key-not-a-key-not-a-key'), { share: 10 })).statusCode).toBe(401);
    expect((await call(ctx, undefined, endpoints.listReleases)).statusCode).toBe(401);
    expect((await call(ctx, deployKey('seller'), endpoints.listReleases)).statusCode).toBe(200);
  });

  it('refuses a share outside 0–100, an unreleased version and one built for another platform major', async () => {
    expect((await put(deployKey('seller'), { canary: '1.4.0', share: 101 })).statusCode).toBe(400);
    expect((await put(deployKey('seller'), { canary: '1.4.0', share: -1 })).statusCode).toBe(400);
    const unreleased = await put(deployKey('seller'), { canary: '9.9.9', share: 10 });
    expect(unreleased.statusCode).toBe(409);
    expect(unreleased.json().message).toBe(
      `seller 9.9.9 is not released: its server does not serve ${versionUrl('9.9.9')}`,
    );
    const incompatible = await put(deployKey('seller'), { canary: '2.0.0', share: 10 });
    expect(incompatible.statusCode).toBe(409);
    expect(incompatible.json().message).toBe(
      'seller 2.0.0 needs @replay/platform ^11.0.0, but the running shell provides 10.0.0: it would not load',
    );
    expect((await put(deployKey('seller'), { share: 10 })).statusCode).toBe(400); // no canary to share
    expect(await current()).toBeUndefined();
  });

  it('a canary at a share, promoted by hand; each change in the history with who and why', async () => {
    const started = await put(deployKey('seller'), { canary: '1.4.0', share: 10, reason: 'New listing form' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual(
      expect.objectContaining({
        stable: { version: 'current', manifestUrl: SELLER_ROOT },
        canary: { version: '1.4.0', manifestUrl: versionUrl('1.4.0'), share: 10 },
        canarySince: clock.now().toISOString(),
      }),
    );
    expect((await current())?.canary).toEqual({ version: '1.4.0', manifestUrl: versionUrl('1.4.0'), share: 10 });

    const promoted = await put(admin, { stable: '1.4.0', reason: 'Looks good' });
    expect(promoted.json()).toEqual(
      expect.objectContaining({ stable: { version: '1.4.0', manifestUrl: versionUrl('1.4.0') }, canary: null }),
    );
    const history = (await call(ctx, admin, endpoints.getReleaseHistory, { params: { remote: 'seller' } })).json();
    expect(history.items.slice(0, 2)).toEqual([
      expect.objectContaining({
        actor: admin.email,
        from: { stable: 'current', canary: '1.4.0', share: 10 },
        to: { stable: '1.4.0', canary: null, share: 0 },
        reason: 'Looks good',
        figures: null,
      }),
      expect.objectContaining({
        actor: 'deploy key (seller)',
        from: { stable: 'current', canary: null, share: 0 },
        to: { stable: 'current', canary: '1.4.0', share: 10 },
        reason: 'New listing form',
      }),
    ]);
    await expect(ctx.db.query('DELETE FROM release_changes')).rejects.toThrow(/append-only/);
  });

  it('POST /rum: remote events need the remote, its version and the session; an unknown event is 400', async () => {
    const base = { route: '/dashboard/myproducts', remote: 'seller', remoteVersion: '1.4.0', session: 'abcdefgh-1' };
    const rum = (body: object) => call(ctx, undefined, endpoints.reportRum, { body: unchecked(body) });
    expect((await rum({ ...base, events: [{ name: 'remote_exploded' }] })).statusCode).toBe(400);
    expect((await rum({ route: base.route, events: [{ name: 'remote_loaded' }] })).statusCode).toBe(400);
    expect((await rum({ ...base, session: 'short' })).statusCode).toBe(400);
    expect((await rum({ route: base.route })).statusCode).toBe(400);
    expect(
      (await rum({ ...base, events: [{ name: 'remote_loaded' }], metrics: [{ name: 'LCP', value: 1200 }] })).statusCode,
    ).toBe(204);
    const text = await ctx.app.metrics.registry.metrics();
    expect(text).toMatch(/replay_remote_sessions_total\{remote="seller",version="1.4.0"\} 1/);
    expect(text).toMatch(/replay_remote_lcp_seconds_count\{remote="seller",version="1.4.0"\} 1/);
    // A version the registry does not serve is counted, but not as a series of its own.
    await rum({ ...base, remoteVersion: 'made-up', events: [{ name: 'remote_error' }] });
    expect(await ctx.app.metrics.registry.metrics()).toMatch(
      /replay_remote_failures_total\{remote="seller",version="other",kind="error"\} 1/,
    );
  });

  it('the canary job: too few sessions wait, a healthy canary stays, a failing one is rolled back and its owner told', async () => {
    await ctx.db.query('DELETE FROM remote_reports');
    await put(admin, { canary: '1.5.0', share: 50, owner: 'seller-team@replay.test', reason: 'Canary' });
    await visits('1.4.0', 40, 0);
    await visits('1.5.0', 9, 9);
    await ctx.app.runCanaryJob();
    expect((await current())?.canary).toEqual(expect.objectContaining({ version: '1.5.0', share: 50 }));

    await visits('1.5.0', 30, 0); // 39 sessions, 9 failed: 23 % against 0 %
    clock.advance(60_000);
    // Two instances deciding at once: one change, one history row, one mail.
    await Promise.all([ctx.app.runCanaryJob(), ctx.app.runCanaryJob()]);
    expect((await current())?.canary).toBeNull();
    const listed = (await call(ctx, admin, endpoints.listReleases)).json().remotes.find((r) => r.name === 'seller')!;
    expect(listed.canary).toEqual({ version: '1.5.0', manifestUrl: versionUrl('1.5.0'), share: 0 });
    expect(listed.health).toEqual([
      expect.objectContaining({ version: '1.4.0', sessions: 40, failedLoads: 0 }),
      expect.objectContaining({ version: '1.5.0', sessions: 39, failedLoads: 9, failureRate: 9 / 39 }),
    ]);
    const [latest, ...rest] = (
      await call(ctx, admin, endpoints.getReleaseHistory, { params: { remote: 'seller' } })
    ).json().items;
    expect(latest).toEqual(
      expect.objectContaining({
        actor: 'automatic',
        to: { stable: '1.4.0', canary: '1.5.0', share: 0 },
        reason:
          'Rolled back automatically: failed loads: canary 1.5.0 23.1 % against stable 1.4.0 0 % over 39 canary sessions',
        figures: {
          stable: expect.objectContaining({ version: '1.4.0', sessions: 40 }),
          canary: expect.objectContaining({ version: '1.5.0', sessions: 39, failedLoads: 9 }),
        },
      }),
    );
    expect(rest[0]!.actor).toBe(admin.email);
    const mails = await ctx.db.query<{ to_address: string; subject: string }>(
      `SELECT to_address, subject FROM outbox WHERE key LIKE 'release:seller:1.5.0:%'`,
    );
    expect(mails).toEqual([
      { to_address: 'seller-team@replay.test', subject: 'seller 1.5.0: rolled back automatically' },
    ]);

    // Deployed again by hand once fixed.
    expect((await put(deployKey('seller'), { share: 20, reason: 'Fixed' })).json().canary).toEqual(
      expect.objectContaining({ version: '1.5.0', share: 20 }),
    );
    await put(admin, { canary: null, reason: 'Stop' });
  });

  it('promotes a healthy canary by itself once baked, when the deploy asked for it', async () => {
    await ctx.db.query('DELETE FROM remote_reports');
    await put(deployKey('seller'), { canary: '1.5.0', share: 10, autoPromote: true, reason: 'Auto' });
    await visits('1.4.0', 20);
    await visits('1.5.0', 12);
    await ctx.app.runCanaryJob();
    expect((await current())?.canary).not.toBeNull(); // not baked yet
    clock.advance(5 * 60_000);
    await ctx.app.runCanaryJob();
    expect(await current()).toEqual(
      expect.objectContaining({ stable: { version: '1.5.0', manifestUrl: versionUrl('1.5.0') }, canary: null }),
    );
  });
});
