/**
 * Sessions end for good when an account is recovered: an undone change of address, a password
 * reset here or at the identity provider, a confirmed change of address and a deletion. Every
 * guard refuses a token (ours or a Firebase ID token) whose session started before, the open live
 * stream is told and closed, and a deleted account's token never reaches the next account of its
 * address. Against the real auth emulator and a real SMTP server on loopback.
 */
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { SESSION_ENDED_EVENT, SESSION_ENDED_MESSAGE } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import { openEventStream } from './support/event-stream';
import { actionOf, openMailingApp, type TestSmtpServer } from './support/smtp';
import { emulatorSignIn, emulatorSignUp, ENGINES, freshIdToken, USER_IMAGE, type TestContext } from './support/harness';
import { bearer, call } from './support/api';

const unique = () => randomBytes(4).toString('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(ENGINES)('sessions (%s)', (engine) => {
  let smtp: TestSmtpServer, ctx: TestContext;
  beforeAll(async () => {
    ({ smtp, ctx } = await openMailingApp(engine));
  });
  afterAll(() => ctx.close());

  /** Our access token for a Firebase ID token (GET /jwt). */
  async function accessToken(email: string, idToken: string): Promise<string> {
    const response = await call(ctx, bearer(idToken), endpoints.getAccessToken, { query: { email } });
    expect(response.statusCode).toBe(200);
    return response.json<{ accessToken: string }>().accessToken;
  }
  /** What the account's own calls answer with a token: status and message. */
  async function ownCalls(token: string) {
    const calls = [
      call(ctx, bearer(token), endpoints.getMyAccount),
      call(ctx, bearer(token), endpoints.updateMyAccount, { body: { phone: '+1 555 0100' } }),
      call(ctx, bearer(token), endpoints.exportMyData),
    ];
    return (await Promise.all(calls)).map((response) => [response.statusCode, response.json().message]);
  }
  const ended = [401, SESSION_ENDED_MESSAGE];

  it('an undone change of address ends every session: the attacker keeps no access, the owner signs in again', async () => {
    const victim = await ctx.user('buyer');
    // Sessions end at whole seconds (a sign-in in that very second goes on): let one pass.
    await sleep(1100);
    const newEmail = `attacker-${unique()}@tests.replay`;
    // The attacker, signed in with the victim's password, moves the account to their address.
    expect(
      (await call(ctx, bearer(await freshIdToken(victim.email)), endpoints.requestEmailChange, { body: { newEmail } }))
        .statusCode,
    ).toBe(202);
    const [confirm] = await smtp.waitFor(newEmail, 1);
    expect(
      (await call(ctx, undefined, endpoints.confirmEmailChange, { body: { oobCode: actionOf(confirm!).oobCode } }))
        .statusCode,
    ).toBe(200);
    // The change itself ended the sessions of before (the victim's token among them) ...
    expect((await call(ctx, victim, endpoints.getMyAccount)).json().message).toBe(SESSION_ENDED_MESSAGE);
    // ... and the attacker signs in at the new address.
    const attackerIdToken = await freshIdToken(newEmail);
    const attacker = await accessToken(newEmail, attackerIdToken);
    expect((await call(ctx, bearer(attacker), endpoints.getMyAccount)).statusCode).toBe(200);
    await sleep(1100);

    // The victim follows the undo link mailed to their old address.
    const [told] = await smtp.waitFor(victim.email, 1);
    expect(told!.subject).toBe('Your e-mail address was changed');
    expect(
      (await call(ctx, undefined, endpoints.recoverEmail, { body: { oobCode: actionOf(told!).oobCode } })).statusCode,
    ).toBe(200);

    // Every token of before is refused at once, whatever its own expiry: ours and Firebase's.
    expect(await ownCalls(attacker)).toEqual([ended, ended, ended]);
    const exchanged = await call(ctx, bearer(attackerIdToken), endpoints.getAccessToken, {
      query: { email: newEmail },
    });
    expect(exchanged.statusCode).toBe(401);
    // The owner signs in again with their address and gets on.
    const again = await accessToken(victim.email, await freshIdToken(victim.email));
    expect(await ownCalls(again).then((calls) => calls.map(([status]) => status))).toEqual([200, 200, 200]);
  });

  it('a password reset ends every session, and the live stream of the account is told and closed', async () => {
    const user = await ctx.user('seller');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const stream = await openEventStream(base, user.auth);
    expect(stream.status).toBe(200);
    await sleep(1100);

    expect(
      (await call(ctx, undefined, endpoints.requestPasswordReset, { body: { email: user.email } })).statusCode,
    ).toBe(202);
    const [mail] = await smtp.waitFor(user.email, 1);
    const reset = await call(ctx, undefined, endpoints.resetPassword, {
      body: {
        oobCode: actionOf(mail!).oobCode,
        password: 'brand-new-9',
      },
    });
    expect(reset.statusCode).toBe(200);

    await stream.waitFor((event) => event.event === SESSION_ENDED_EVENT);
    await stream.ended;
    expect(await ownCalls(user.accessToken)).toEqual([ended, ended, ended]);
    expect((await openEventStream(base, user.auth)).status).toBe(401);
    // One mail told of it; the new password's sign-in works.
    const { idToken } = await emulatorSignIn(user.email, 'brand-new-9');
    const fresh = await accessToken(user.email, idToken!);
    expect((await call(ctx, bearer(fresh), endpoints.getMyAccount)).statusCode).toBe(200);
    const changed = await smtp.waitFor(user.email, 2, { settleMs: 800 });
    expect(changed.filter((m) => m.subject === 'Your password was changed')).toHaveLength(1);
  });

  it('a reset code applied at the identity provider directly is told once at the next sign-in, and ends the sessions of before', async () => {
    const user = await ctx.user('buyer');
    expect(
      (await call(ctx, undefined, endpoints.requestPasswordReset, { body: { email: user.email } })).statusCode,
    ).toBe(202);
    const [mail] = await smtp.waitFor(user.email, 1);
    // A sign-in of a later second than the account's first one (sign-in times are in seconds).
    await sleep(1100);
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const applied = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=k`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode: actionOf(mail!).oobCode, newPassword: 'taken-over-7' }),
    });
    expect(applied.status).toBe(200);
    // The API has not seen it yet; at the next sign-in it does.
    const { idToken } = await emulatorSignIn(user.email, 'taken-over-7');
    const fresh = await accessToken(user.email, idToken!);
    expect(await ownCalls(user.accessToken)).toEqual([ended, ended, ended]);
    expect((await call(ctx, bearer(fresh), endpoints.getMyAccount)).statusCode).toBe(200);
    const [told] = await smtp.waitFor(user.email, 2).then((mails) => mails.slice(1));
    expect(told!.subject).toBe('Your password was changed');
    // Told once: more sign-ins and token renewals send nothing more.
    await sleep(1100);
    await accessToken(user.email, (await emulatorSignIn(user.email, 'taken-over-7')).idToken!);
    await accessToken(user.email, idToken!);
    await smtp.waitFor(user.email, 2, { settleMs: 800 });
    expect(smtp.to(user.email).filter((m) => m.subject === 'Your password was changed')).toHaveLength(1);
  });

  it("a deleted account's old token is refused, also once its address has signed up again, and never takes the new account", async () => {
    const buyer = await ctx.user('buyer');
    const deleted = await call(ctx, bearer(await freshIdToken(buyer.email)), endpoints.deleteMyAccount, {
      body: { confirm: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    const again = await emulatorSignUp(buyer.email);
    const saved = await call(ctx, bearer(again.idToken), endpoints.saveUser, {
      body: { name: 'Back again', email: buyer.email, img: USER_IMAGE, role: 'buyer' },
    });
    expect(saved.statusCode).toBe(200);
    const newId = saved.json<{ upsertedId: string }>().upsertedId;

    const old = await call(ctx, buyer, endpoints.getMyAccount);
    expect(old.statusCode).toBe(401);
    expect(await ctx.db.query('SELECT firebase_uid FROM users WHERE id = $1', [newId]).then((rows) => rows[0])).toEqual(
      { firebase_uid: again.uid },
    );
  });
});
