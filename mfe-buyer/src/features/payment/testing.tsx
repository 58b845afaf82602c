import { HttpResponse } from 'msw';
import {
  api,
  paths,
  type Booking,
  type PaymentIntentResponse,
  type BodyOf,
  type TestCardConfirmPayload,
  type TestCardConfirmResponse,
} from '@replay/contract';
import { createPlatform, Spinner, type RuntimeConfig } from '@replay/platform';
import { createTestQueryClient, handle, renderWithProviders, server, TEST_CONFIG } from '@replay/testing';
import { bookingFixture } from '../../testing/booking-fixture';

type PaymentPayload = BodyOf<typeof api.recordPayment>;
import { Component, ErrorBoundary, loader } from './PaymentPage';

/** Test helpers of the payment page (jest only). */

export const intentFixture: PaymentIntentResponse = {
  clientSecret: 'pi_test_1_secret_abc',
  paymentIntentId: 'pi_test_1',
  amount: 45000,
  currency: 'usd',
  provider: 'dummy',
};

export const succeededFixture: TestCardConfirmResponse = {
  paymentIntent: { id: 'pi_test_1', status: 'succeeded', amount: 45000, currency: 'usd' },
};

/** Mounts the payment route as the shell does: the loader runs first, with the app's QueryClient. */
export function renderPaymentPage({ id = 'b1', config }: { id?: string; config?: Partial<RuntimeConfig> } = {}) {
  const queryClient = createTestQueryClient();
  const platform = createPlatform({ ...TEST_CONFIG, ...config });
  return renderWithProviders(null, {
    queryClient,
    platform,
    route: paths.payment(id),
    routes: [
      {
        path: '/dashboard/payment/:id',
        loader: (args) => loader({ ...args, queryClient, apiClient: platform.apiClient, user: null }),
        Component,
        ErrorBoundary,
        HydrateFallback: () => <Spinner />,
      },
      { path: paths.myOrders, element: <p>my orders page</p> },
      { path: '/dashboard/messages/:id', element: <h1>The conversation</h1> },
    ],
  });
}

type Answer<T = void> = (body: T) => Response | Promise<Response>;

/**
 * msw handlers of the payment calls, recording what the page sent. Like the server, GET
 * /booking/:id answers the booking as paid, with its handover code, once a payment was recorded.
 */
export function mockPaymentApi({
  booking = bookingFixture(),
  intentAnswer = () => HttpResponse.json(intentFixture),
  confirmAnswer = () => HttpResponse.json(succeededFixture),
  paymentAnswer = () => HttpResponse.json({ acknowledged: true, insertedId: 'pay_1' }, { status: 201 }),
}: {
  booking?: Booking;
  intentAnswer?: Answer;
  confirmAnswer?: Answer<TestCardConfirmPayload>;
  paymentAnswer?: Answer<PaymentPayload>;
} = {}) {
  const calls = { intent: 0, confirm: [] as TestCardConfirmPayload[], payments: [] as PaymentPayload[], paid: false };
  server.use(
    handle(api.getBooking, () =>
      HttpResponse.json(
        calls.paid
          ? { ...booking, paid: true, status: false, transactionId: 'pi_test_1', handoverCode: '482913' }
          : booking,
      ),
    ),
    handle(api.createPaymentIntent, async () => {
      calls.intent += 1;
      return intentAnswer();
    }),
    handle(api.confirmTestCard, async ({ request }) => {
      const body = (await request.json()) as TestCardConfirmPayload;
      calls.confirm.push(body);
      return confirmAnswer(body);
    }),
    handle(api.recordPayment, async ({ request }) => {
      const body = (await request.json()) as PaymentPayload;
      calls.payments.push(body);
      const response = await paymentAnswer(body);
      if (response.status === 201) calls.paid = true;
      return response;
    }),
  );
  return calls;
}
