/**
 * Nobody can flood a mailbox through the site: every endpoint that mails someone other than the
 * caller, or mails on an anonymous request, has a cap per target that holds across API instances
 * (counted in the shared database). Past a cap: 429 with a message where the caller may be told,
 * 202 where the answer must not tell whether an address has an account; nothing queued either way.
 */
import { randomBytes } from 'node:crypto';
import * as endpoints from '@replay/contract/endpoints';
import { actionOf, mailingEnv, TestSmtpServer } from './support/smtp';
import {
  book,
  createCategory,
  createProduct,
  createTestApp,
  ENGINES,
  freshIdToken,
  secondInstance,
  type TestContext,
} from './support/harness';
import { bearer, call } from './support/api';

const unique = () => randomBytes(4).toString('hex');

describe.each(ENGINES)('mail caps (%s)', (engine) => {
  let smtp: TestSmtpServer;
  let ctx: TestContext;
  /** A second instance on the same database, without Redis: caps must hold across both. */
  let other: TestContext;

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    const env = { ...mailingEnv(await smtp.start()), RATE_LIMIT_MEMBER_MAILS: '3' };
    ctx = await createTestApp(engine, { env });
    other = await secondInstance(ctx, engine, env);
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
    await smtp.stop();
  });

  const queuedTo = async (address: string) =>
    (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE to_address = $1', [address]))[0]!.n;

  it('caps changes of address: 5 an hour per account, 3 a day per new address whoever asks, the newest link alone works', async () => {
    const user = await ctx.user('buyer');
    const idToken = await freshIdToken(user.email);
    const change = (token: string, newEmail: string) =>
      call(ctx, bearer(token), endpoints.requestEmailChange, { body: { newEmail } });

    const targets = [1, 2, 3, 4, 5, 6].map((n) => `target${n}-${unique()}@tests.replay`);
    for (const target of targets.slice(0, 5)) expect((await change(idToken, target)).statusCode).toBe(202);
    const sixth = await change(idToken, targets[5]!);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^You asked to change your address several times this hour; try again in /);
    expect(sixth.headers['retry-after']).toEqual(expect.any(String));
    expect(await queuedTo(targets[5]!)).toBe(0);

    // One stranger's address, asked for by four accounts (one of them on another instance).
    const stranger = `stranger-${unique()}@tests.replay`;
    const askers = await Promise.all([1, 2, 3, 4].map(() => ctx.user('buyer')));
    const tokens = await Promise.all(askers.map((asker) => freshIdToken(asker.email)));
    expect((await change(tokens[0]!, stranger)).statusCode).toBe(202);
    const [first] = await smtp.waitFor(stranger, 1);
    expect((await change(tokens[1]!, stranger)).statusCode).toBe(202);
    const across = await call(other, bearer(tokens[2]!), endpoints.requestEmailChange, {
      body: { newEmail: stranger },
    });
    expect(across.statusCode).toBe(202);
    const fourth = await change(tokens[3]!, stranger);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/^That address was sent several confirmations today; try again in /);
    expect(await queuedTo(stranger)).toBe(3);

    // Only the newest confirmation works: the first link was replaced.
    const confirmed = await call(ctx, undefined, endpoints.confirmEmailChange, {
      body: { oobCode: actionOf(first!).oobCode },
    });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().message).toBe('This link was replaced by a newer one or has already been used');
  });

  it('caps password-reset mails per address across instances, still answering 202', async () => {
    const user = await ctx.user('buyer');
    const reset = (instance: TestContext, n: number) =>
      call(instance, undefined, endpoints.requestPasswordReset, {
        body: { email: user.email },
        remoteAddress: `10.9.${n}.1`,
      });
    // Alternating between the two instances: neither alone reaches 5.
    for (let n = 0; n < 8; n += 1) expect((await reset(n % 2 ? other : ctx, n)).statusCode).toBe(202);
    await smtp.waitFor(user.email, 5, { settleMs: 800 });
    expect(smtp.to(user.email)).toHaveLength(5);
  });

  it('caps verification mails per address, the sign-up mail included', async () => {
    const user = await ctx.user('buyer', { emailVerified: false });
    await smtp.waitFor(user.email, 1);
    const again = () => call(ctx, user, endpoints.sendVerificationEmail);
    // The sign-up mail counts: 4 more reach the address, whatever the per-account limit allows.
    for (let n = 0; n < 4; n += 1) expect((await again()).statusCode).toBe(202);
    const refused = await again();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^We sent this address several links already; try again in /);
    expect(await queuedTo(user.email)).toBe(5);
  });

  it('caps the mails of what other members do to one person an hour; the bell still tells all', async () => {
    const seller = await ctx.user('seller');
    const categoryId = await createCategory(ctx.db);
    const buyers = await Promise.all([1, 2, 3, 4].map(() => ctx.user('buyer')));
    for (const buyer of buyers) await book(ctx, buyer, await createProduct(ctx, seller, categoryId));
    await smtp.waitFor(seller.email, 3, { settleMs: 800 });
    expect(smtp.to(seller.email).filter((mail) => mail.subject.startsWith('New booking for'))).toHaveLength(3);
    const bell = await ctx.db.query(`SELECT 1 FROM notifications WHERE user_id = $1 AND kind = 'booking_created'`, [
      seller.id,
    ]);
    expect(bell).toHaveLength(4);
  });
});
