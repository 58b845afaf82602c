import type { TestContext, TestUser } from './harness';

const CARD = { expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' };

export async function intent(ctx: TestContext, buyer: TestUser, bookingId: string, price?: number) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/create-payment-intent',
    headers: buyer.auth,
    payload: { bookingId, price },
  });
  return response;
}

export async function confirm(ctx: TestContext, buyer: TestUser, clientSecret: string, number: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/payments/test-card/confirm',
    headers: buyer.auth,
    payload: { clientSecret, card: { number, ...CARD }, billingDetails: { name: buyer.name, email: buyer.email } },
  });
  return response.json();
}

export function record(ctx: TestContext, buyer: TestUser, bookingId: string, transactionId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/payments?email=${buyer.email}`,
    headers: buyer.auth,
    payload: { email: buyer.email, transactionId, bookingId, price: 1, productId: 'ignored' },
  });
}

/** Books, opens an intent and pays it with a test card; returns the transaction id. */
export async function payWithCard(
  ctx: TestContext,
  buyer: TestUser,
  bookingId: string,
  number = '4242 4242 4242 4242',
) {
  const { clientSecret } = (await intent(ctx, buyer, bookingId)).json();
  const result = await confirm(ctx, buyer, clientSecret, number);
  return result.paymentIntent?.id as string;
}
