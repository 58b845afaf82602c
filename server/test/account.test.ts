/**
 * An account of one's own, against the real auth emulator and a real SMTP server on loopback:
 * password reset end to end (its out-of-band codes), e-mail verification and the conversations it
 * opens, the binding of an account to its identity, the profile, a change of address and its undo,
 * the export, and deletion (what it keeps, what it refuses, the old token, signing up again).
 */
import { randomBytes } from 'node:crypto';
import * as endpoints from '@replay/contract/endpoints';
import { actionOf, openMailingApp, type TestSmtpServer } from './support/smtp';
import { intent, payWithCard, record } from './support/payments';
import {
  book,
  createCategory,
  createProduct,
  emulatorSignIn,
  emulatorSignUp,
  ENGINES,
  freshIdToken,
  USER_IMAGE,
  type TestContext,
} from './support/harness';
import { bearer, call, unchecked } from './support/api';

/** Where mailed links lead (see mailingEnv). */
const SITE = 'http://site.test';
const unique = () => randomBytes(4).toString('hex');

/** The out-of-band codes the emulator has issued (its REST API for tests). */
async function emulatorOobCodes(): Promise<Array<{ email: string; requestType: string; oobCode: string }>> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(`http://${host}/emulator/v1/projects/demo-replay/oobCodes`);
  return ((await response.json()) as { oobCodes: Array<{ email: string; requestType: string; oobCode: string }> })
    .oobCodes;
}

describe.each(ENGINES)('accounts (%s)', (engine) => {
  let smtp: TestSmtpServer, ctx: TestContext, categoryId: string;
  beforeAll(async () => {
    ({ smtp, ctx } = await openMailingApp(engine));
    categoryId = await createCategory(ctx.db);
  });
  afterAll(() => ctx.close());

  it('resets a password end to end: a mail with the link, the new password works once, the old one no more', async () => {
    const user = await ctx.user('buyer');
    expect(
      (await call(ctx, undefined, endpoints.requestPasswordReset, { body: { email: user.email.toUpperCase() } }))
        .statusCode,
    ).toBe(202);
    const [mail] = await smtp.waitFor(user.email, 1);
    expect(mail!.subject).toBe('Reset your Replay Market password');
    const link = actionOf(mail!);
    expect(`${link.url.origin}${link.url.pathname}`).toBe(`${SITE}/auth/action`);
    expect(link.mode).toBe('resetPassword');
    // The code is the emulator's own, as its out-of-band codes list shows.
    const issued = (await emulatorOobCodes()).filter((code) => code.email === user.email);
    expect(issued.map((code) => [code.requestType, code.oobCode])).toContainEqual(['PASSWORD_RESET', link.oobCode]);

    // Same rules as sign-up: too short is refused before anything changes.
    expect(
      (await call(ctx, undefined, endpoints.resetPassword, { body: { oobCode: link.oobCode, password: '123' } }))
        .statusCode,
    ).toBe(400);
    const reset = await call(ctx, undefined, endpoints.resetPassword, {
      body: { oobCode: link.oobCode, password: 'brand-new-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ email: user.email });
    expect((await emulatorSignIn(user.email, 'secret123')).error).toMatch(/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/);
    expect((await emulatorSignIn(user.email, 'brand-new-1')).idToken).toBeDefined();
    const again = await call(ctx, undefined, endpoints.resetPassword, {
      body: { oobCode: link.oobCode, password: 'other-new-2' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link is invalid or has already been used');
    const mails = await smtp.waitFor(user.email, 2);
    expect(mails.map((m) => m.subject)).toEqual(['Reset your Replay Market password', 'Your password was changed']);
  });

  it('answers 202 for an unknown address and past the limits, and sends nothing', async () => {
    const reset = (email: string, remoteAddress: string) =>
      call(ctx, undefined, endpoints.requestPasswordReset, { body: { email }, remoteAddress });
    const nobody = `nobody-${unique()}@tests.replay`;
    expect((await reset(nobody, '10.0.0.1')).statusCode).toBe(202);

    // 5 an hour per e-mail address, from whichever client address.
    const user = await ctx.user('buyer');
    for (let i = 0; i < 7; i += 1) {
      const response = await reset(user.email, `10.0.1.${i}`);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ accepted: true });
    }
    // 5 an hour per client address, whichever e-mail address it names.
    const others = await Promise.all([1, 2, 3, 4, 5, 6].map(() => ctx.user('buyer')));
    for (const other of others) expect((await reset(other.email, '10.0.2.1')).statusCode).toBe(202);

    await smtp.waitFor(user.email, 5, { settleMs: 800 });
    expect(smtp.to(user.email)).toHaveLength(5);
    await smtp.waitFor(others[4]!.email, 1);
    expect(smtp.to(others[5]!.email)).toEqual([]);
    expect(smtp.to(nobody)).toEqual([]);
    expect(await ctx.db.query('SELECT 1 FROM outbox WHERE to_address = $1', [nobody])).toEqual([]);
    expect((await reset('not an address', '10.0.3.1')).statusCode).toBe(400);
  });

  it('mails a new account the link that confirms it; starting a conversation waits for it', async () => {
    const seller = await ctx.user('seller');
    const productId = await createProduct(ctx, seller, categoryId);
    const buyer = await ctx.user('buyer', { emailVerified: false });
    const [mail] = await smtp.waitFor(buyer.email, 1);
    expect(mail!.subject).toBe('Confirm your e-mail address');
    const link = actionOf(mail!);
    expect(link.mode).toBe('verifyEmail');

    const me = await call(ctx, buyer, endpoints.getMyAccount);
    expect(me.json()).toMatchObject({ email: buyer.email, emailVerified: false });
    const refused = await call(ctx, buyer, endpoints.startConversation, { body: { productId } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Confirm your e-mail address first');
    // Booking stays as the spec has it.
    await book(ctx, buyer, productId);

    // "Send again": a second link, then a 429 past the hourly limit.
    expect((await call(ctx, buyer, endpoints.sendVerificationEmail, { body: {} })).statusCode).toBe(202);
    const mails = await smtp.waitFor(buyer.email, 2);
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your e-mail address', 'Confirm your e-mail address']);

    const verified = await call(ctx, undefined, endpoints.verifyEmail, { body: { oobCode: link.oobCode } });
    expect(verified.statusCode).toBe(200);
    expect((await call(ctx, undefined, endpoints.verifyEmail, { body: { oobCode: link.oobCode } })).statusCode).toBe(
      400,
    );
    // The same access token: the account is confirmed, not just a new token.
    expect((await call(ctx, buyer, endpoints.startConversation, { body: { productId } })).statusCode).toBe(201);
    expect((await call(ctx, buyer, endpoints.sendVerificationEmail, { body: {} })).statusCode).toBe(409);
    expect((await call(ctx, buyer, endpoints.getMyAccount)).json().emailVerified).toBe(true);
  });

  it('binds an account to its identity: another sign-in account for its address is refused until it is verified', async () => {
    const user = await ctx.user('buyer', { emailVerified: false });
    const firebaseUser = await ctx.identity.auth.getUserByEmail(user.email);
    // The sign-in account is lost (removed at the provider) and someone signs up again with the address.
    await ctx.identity.auth.deleteUser(firebaseUser.uid);
    const other = await emulatorSignUp(user.email, 'another-pass');
    const jwt = (token: string) => call(ctx, bearer(token), endpoints.getAccessToken, { query: { email: user.email } });
    const refused = await jwt(other.idToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This e-mail belongs to another account');
    const resave = await call(ctx, bearer(other.idToken), endpoints.saveUser, {
      body: { name: 'Taker', email: user.email, img: USER_IMAGE, role: 'buyer' },
    });
    expect(resave.statusCode).toBe(403);
    expect((await ctx.db.query('SELECT name FROM users WHERE id = $1', [user.id]))[0]).toEqual({ name: user.name });

    // Proven owner of the address: the account follows the new sign-in account.
    await ctx.identity.auth.updateUser(other.uid, { emailVerified: true });
    const rebound = await jwt((await emulatorSignIn(user.email, 'another-pass')).idToken!);
    expect(rebound.statusCode).toBe(200);
    expect(await ctx.db.query('SELECT firebase_uid FROM users WHERE id = $1', [user.id])).toEqual([
      { firebase_uid: other.uid },
    ]);
  });

  it('edits the profile: name, photo, phone and meeting place, shown on the seller page at once', async () => {
    const seller = await ctx.user('seller');
    const productId = await createProduct(ctx, seller, categoryId);
    await call(ctx, undefined, endpoints.listCategoryProducts, { params: { id: categoryId } });
    const patch = await call(ctx, seller, endpoints.updateMyAccount, {
      body: { name: ' Renamed Seller ', phone: '+1 512 555 0199', meetingPlace: 'Central station' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({
      name: 'Renamed Seller',
      phone: '+1 512 555 0199',
      meetingPlace: 'Central station',
    });
    const viewer = await ctx.user('buyer');
    const page = await call(ctx, viewer, endpoints.getSeller, { params: { id: seller.id } });
    expect(page.json().name).toBe('Renamed Seller');
    const list = (await call(ctx, undefined, endpoints.listCategoryProducts, { params: { id: categoryId } })).json();
    expect(list.find((p: { _id: string }) => p._id === productId)!.sellerName).toBe('Renamed Seller');
    // The sign-in profile follows, so the next sign-in (PUT /users with it) keeps the new name.
    expect((await ctx.identity.auth.getUserByEmail(seller.email)).displayName).toBe('Renamed Seller');
    const badImage = await call(ctx, seller, endpoints.updateMyAccount, {
      body: { img: 'https://elsewhere.test/x.jpg' },
    });
    expect(badImage.statusCode).toBe(400);
    const badPhone = await call(ctx, seller, endpoints.updateMyAccount, { body: { phone: 'x' } });
    expect(badPhone.statusCode).toBe(400);
  });

  it('changes the e-mail address once the new one is confirmed; the old one is told and can undo it', async () => {
    const user = await ctx.user('buyer');
    const newEmail = `moved-${unique()}@tests.replay`;
    const fresh = await freshIdToken(user.email);
    // An access token is not a fresh sign-in.
    expect((await call(ctx, user, endpoints.requestEmailChange, { body: { newEmail } })).statusCode).toBe(401);
    expect((await call(ctx, bearer(fresh), endpoints.requestEmailChange, { body: { newEmail } })).statusCode).toBe(202);
    const [confirmMail] = await smtp.waitFor(newEmail, 1);
    expect(confirmMail!.subject).toBe('Confirm your new e-mail address');
    const link = actionOf(confirmMail!);
    expect(link.mode).toBe('verifyAndChangeEmail');
    // Nothing changes before it is confirmed.
    expect((await ctx.db.query('SELECT email FROM users WHERE id = $1', [user.id]))[0]).toEqual({ email: user.email });

    expect(
      (await call(ctx, undefined, endpoints.confirmEmailChange, { body: { oobCode: link.oobCode } })).json(),
    ).toEqual({ email: newEmail });
    expect((await ctx.db.query('SELECT email FROM users WHERE id = $1', [user.id]))[0]).toEqual({ email: newEmail });
    const [told] = await smtp.waitFor(user.email, 1);
    expect(told!.subject).toBe('Your e-mail address was changed');
    expect(told!.text).toContain(newEmail);
    // The new address signs in to the same account.
    const moved = await call(ctx, bearer(await freshIdToken(newEmail)), endpoints.getAccessToken, {
      query: { email: newEmail },
    });
    expect(moved.statusCode).toBe(200);

    const undo = actionOf(told!);
    expect(undo.mode).toBe('recoverEmail');
    expect((await call(ctx, undefined, endpoints.recoverEmail, { body: { oobCode: undo.oobCode } })).json()).toEqual({
      email: user.email,
    });
    expect((await ctx.db.query('SELECT email FROM users WHERE id = $1', [user.id]))[0]).toEqual({ email: user.email });
    expect((await ctx.identity.auth.getUserByEmail(user.email)).uid).toBeDefined();
    expect((await call(ctx, undefined, endpoints.recoverEmail, { body: { oobCode: undo.oobCode } })).statusCode).toBe(
      400,
    );
    expect(
      (await call(ctx, undefined, endpoints.recoverEmail, { body: { oobCode: `${undo.oobCode}x` } })).statusCode,
    ).toBe(400);
  });

  it('exports the data: own records in full, other people by display name only; 3 a day', async () => {
    const seller = await ctx.user('seller');
    const buyer = await ctx.user('buyer');
    await call(ctx, seller, endpoints.updateMyAccount, { body: { phone: '+1 512 555 0777' } });
    const productId = await createProduct(ctx, seller, categoryId, { mobile: '+1 512 555 0666' });
    const bookingId = await book(ctx, buyer, productId);
    await record(ctx, buyer, bookingId, await payWithCard(ctx, buyer, bookingId));
    await call(ctx, buyer, endpoints.reviewSeller, { body: { bookingId, rating: 5, comment: 'Smooth' } });
    const conversation = (await call(ctx, buyer, endpoints.startConversation, { body: { productId } })).json()
      ._id as string;
    await call(ctx, buyer, endpoints.sendMessage, {
      params: { id: conversation },
      body: { body: 'Thanks!', clientId: 'c1' },
    });
    await call(ctx, buyer, endpoints.saveFavourite, { params: { productId } });

    const response = await call(ctx, buyer, endpoints.exportMyData);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="replay-market-export-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    const data = response.json();
    expect(data.profile).toMatchObject({ email: buyer.email, name: buyer.name });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ seller: seller.name, amountCents: 18950, currency: 'usd' });
    expect(data.bookings[0]).toMatchObject({ seller: seller.name, mobile: '+1 512 555 0101' });
    expect(data.reviewsGiven).toEqual([expect.objectContaining({ seller: seller.name, rating: 5, comment: 'Smooth' })]);
    expect(data.conversations[0]!.with).toBe(seller.name);
    expect(data.conversations[0]!.messages).toEqual([expect.objectContaining({ from: 'you', body: 'Thanks!' })]);
    expect(Object.keys(data.notificationPreferences).sort()).toEqual(['activity', 'marketing']);
    for (const secret of [seller.email, '+1 512 555 0777', '+1 512 555 0666'])
      expect(response.body).not.toContain(secret);

    const sellers = (await call(ctx, seller, endpoints.exportMyData)).json();
    expect(sellers.sales[0]).toMatchObject({ buyer: buyer.name, amountCents: 18950 });
    expect(sellers.reviewsReceived[0]).toMatchObject({ buyer: buyer.name, rating: 5 });
    expect(JSON.stringify(sellers)).not.toContain(buyer.email);
    expect(JSON.stringify(sellers)).not.toContain('+1 512 555 0101');

    for (let i = 0; i < 2; i += 1) expect((await call(ctx, buyer, endpoints.exportMyData)).statusCode).toBe(200);
    expect((await call(ctx, buyer, endpoints.exportMyData)).statusCode).toBe(429);
  });

  it('deletes an account: payments and ratings kept, personal data gone, the old token refused at once, sign-up anew', async () => {
    const seller = await ctx.user('seller');
    const buyer = await ctx.user('buyer');
    const productId = await createProduct(ctx, seller, categoryId);
    const bookingId = await book(ctx, buyer, productId);
    const transactionId = await payWithCard(ctx, buyer, bookingId);
    await record(ctx, buyer, bookingId, transactionId);
    await call(ctx, buyer, endpoints.reviewSeller, { body: { bookingId, rating: 4, comment: 'Fine' } });
    const other = await createProduct(ctx, seller, categoryId);
    await call(ctx, buyer, endpoints.saveFavourite, { params: { productId: other } });
    const unpaid = await book(ctx, buyer, await createProduct(ctx, seller, categoryId));

    // Only with the word, and a fresh sign-in (an access token is not one).
    expect((await call(ctx, buyer, endpoints.deleteMyAccount, { body: { confirm: 'DELETE' } })).statusCode).toBe(401);
    const idToken = await freshIdToken(buyer.email);
    expect(
      (await call(ctx, bearer(idToken), endpoints.deleteMyAccount, { body: unchecked({ confirm: 'delete' }) }))
        .statusCode,
    ).toBe(400);
    const deleted = await call(ctx, bearer(idToken), endpoints.deleteMyAccount, { body: { confirm: 'DELETE' } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });

    expect(
      await ctx.db.query('SELECT transaction_id, amount_cents FROM payments WHERE booking_id = $1', [bookingId]),
    ).toEqual([{ transaction_id: transactionId, amount_cents: 18950 }]);
    expect(await ctx.db.query('SELECT rating_count FROM users WHERE id = $1', [seller.id])).toEqual([
      { rating_count: 1 },
    ]);
    const reviews = await call(ctx, seller, endpoints.listSellerReviews, { params: { id: seller.id } });
    expect(JSON.stringify(reviews.json())).toContain('Deleted user');
    expect(await ctx.db.query('SELECT name, email, img, phone FROM users WHERE id = $1', [buyer.id])).toEqual([
      { name: 'Deleted user', email: '', img: '', phone: '' },
    ]);
    expect(
      await ctx.db.query('SELECT cancelled_at IS NOT NULL AS cancelled, mobile FROM bookings WHERE id = $1', [unpaid]),
    ).toEqual([{ cancelled: true, mobile: '' }]);
    for (const table of [
      'favourites WHERE buyer_id',
      'notifications WHERE user_id',
      'notification_preferences WHERE user_id',
    ])
      expect(await ctx.db.query(`SELECT 1 FROM ${table} = $1`, [buyer.id])).toEqual([]);

    // The old access token is refused at once; the sign-in account is gone; the owner is told.
    const old = await call(ctx, buyer, endpoints.listMyBookings);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe('This account was deleted');
    await expect(ctx.identity.auth.getUserByEmail(buyer.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    const mails = await smtp.waitFor(buyer.email, 1);
    expect(mails.map((m) => m.subject)).toContain('Your Replay Market account was deleted');
    expect(await ctx.db.query(`SELECT status, email FROM account_deletions WHERE user_id = $1`, [buyer.id])).toEqual([
      { status: 'done', email: null },
    ]);

    // The same address signs up again: a new account.
    const again = await emulatorSignUp(buyer.email);
    const saved = await call(ctx, bearer(again.idToken), endpoints.saveUser, {
      body: { name: 'Back again', email: buyer.email, img: USER_IMAGE, role: 'buyer' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().upsertedId).not.toBe(buyer.id);
    expect(saved.json().upsertedId).toEqual(expect.any(String));
  });

  it('refuses to delete while a buyer is paying for one of the products, and a sign-in older than allowed', async () => {
    const seller = await ctx.user('seller');
    const buyer = await ctx.user('buyer');
    const productId = await createProduct(ctx, seller, categoryId, { title: 'Held console' });
    const bookingId = await book(ctx, buyer, productId);
    expect((await intent(ctx, buyer, bookingId)).statusCode).toBe(200);
    const refused = await call(ctx, bearer(await freshIdToken(seller.email)), endpoints.deleteMyAccount, {
      body: { confirm: 'DELETE' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('A buyer is paying for Held console right now');
    expect(refused.json().errors).toEqual({ reason1: 'A buyer is paying for Held console right now' });
    expect(await ctx.db.query('SELECT archived_at FROM users WHERE id = $1', [seller.id])).toEqual([
      { archived_at: null },
    ]);

    await ctx.restart({ FRESH_SIGN_IN_SECONDS: '1' });
    const stale = await freshIdToken(buyer.email);
    await new Promise((resolve) => setTimeout(resolve, 2200));
    const late = await call(ctx, bearer(stale), endpoints.deleteMyAccount, { body: { confirm: 'DELETE' } });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('Please sign in again');
  });
});
