import { screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@replay/platform';
import { HttpResponse } from 'msw';
import { api, paths, type SellerBooking } from '@replay/contract';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { aPaidBooking, aSellerBooking, daysFromNow } from '../../../testing/bookings';
import { Component as MyBookingsPage } from '../MyBookingsPage';

/** GET /seller/bookings answering `bookings.current` (changed by a test as the API would). */
function serveBookings(bookings: { current: SellerBooking[] }) {
  server.use(handle(api.listSellerBookings, () => HttpResponse.json(bookings.current)));
}

/** POST /booking/{id}/handover answering `answer`, the codes sent recorded. */
function serveHandover(answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    handle(api.confirmHandover, async ({ request, params }) => {
      sent.push({ id: params.id, ...((await request.json()) as object) });
      return answer();
    }),
  );
  return sent;
}

const render = () => renderWithProviders(<MyBookingsPage />, { auth: fakeAuth('seller'), route: paths.myBookings });

const rowOf = (name: string) => screen.findByRole('row', { name: new RegExp(name) });

async function openHandover(user: ReturnType<typeof render>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Confirm handover of PlayStation 5 to Bea Buyer' }));
  return screen.getByRole('dialog', { name: 'Confirm handover' });
}

describe("My Bookings: a paid order's money and handover", () => {
  it('shows the price, the fee and what the seller earns of a paid booking, and nothing of them before', async () => {
    serveBookings({
      current: [
        aPaidBooking({ productName: 'Paid game' }),
        aSellerBooking({ productName: 'Waiting game' }),
        aPaidBooking({ productName: 'Refunded game', state: 'refunded', netCents: 0, refundedCents: 38000 }),
      ],
    });
    render();

    const paid = await rowOf('Paid game');
    const earnings = within(paid).getByText('You earn').closest('dl')!;
    expect(within(earnings).getByText('Price').nextSibling).toHaveTextContent('$380.00');
    expect(within(earnings).getByText('Fee').nextSibling).toHaveTextContent('$38.00');
    expect(within(earnings).getByText('You earn').nextSibling).toHaveTextContent('$342.00');
    expect(within(paid).getByText(/^Hand it over by/)).toHaveTextContent(
      `Hand it over by ${formatDate(daysFromNow(7))}`,
    );

    const waiting = screen.getByRole('row', { name: /Waiting game/ });
    expect(within(waiting).queryByText('You earn')).not.toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: /Confirm handover/ })).not.toBeInTheDocument();

    const refunded = screen.getByRole('row', { name: /Refunded game/ });
    expect(within(refunded).getByText('Refunded', { selector: 'dt' }).nextSibling).toHaveTextContent('$380.00');
    expect(within(refunded).getByText('You earn').nextSibling).toHaveTextContent('$0.00');
    expect(within(refunded).queryByRole('button', { name: /Confirm handover/ })).not.toBeInTheDocument();
  });

  it('confirms the handover with the buyer’s code, then shows it handed over and the buyer’s protection', async () => {
    const booking = aPaidBooking();
    const bookings = { current: [booking] };
    serveBookings(bookings);
    const protectionEndsAt = daysFromNow(3);
    const sent = serveHandover(() => {
      bookings.current = [{ ...booking, handoverAt: new Date().toISOString(), protectionEndsAt }];
      return HttpResponse.json({ handoverAt: new Date().toISOString(), protectionEndsAt });
    });
    const { user } = render();

    const dialog = await openHandover(user);
    const code = within(dialog).getByLabelText('Handover code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '042 917');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText(`Handover confirmed: buyer protection until ${formatDate(protectionEndsAt)}`),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ id: booking._id, code: '042917' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await screen.findByRole('row', { name: /Handed over/ });
    expect(within(row).getByText(/^Buyer protection until/)).toHaveTextContent(
      `Buyer protection until ${formatDate(protectionEndsAt)}`,
    );
    expect(within(row).queryByRole('button', { name: /Confirm handover/ })).not.toBeInTheDocument();
    expect(within(row).queryByText('Released')).not.toBeInTheDocument();
  });

  it('asks for six digits before sending anything', async () => {
    serveBookings({ current: [aPaidBooking()] });
    const sent = serveHandover(() => HttpResponse.json({ message: 'not expected' }, { status: 500 }));
    const { user } = render();

    const dialog = await openHandover(user);
    await user.type(within(dialog).getByLabelText('Handover code'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(within(dialog).getByLabelText('Handover code')).toHaveAccessibleDescription(
      "Enter the 6-digit code from the buyer's order",
    );
    expect(sent).toEqual([]);
  });

  it('says a wrong code is not right, on the field, and lets the seller try again', async () => {
    serveBookings({ current: [aPaidBooking()] });
    serveHandover(() => HttpResponse.json({ message: 'That code is not right', triesLeft: 3 }, { status: 400 }));
    const { user } = render();

    const dialog = await openHandover(user);
    await user.type(within(dialog).getByLabelText('Handover code'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const code = within(dialog).getByLabelText('Handover code');
    await waitFor(() => expect(code).toHaveAccessibleDescription(/^That code is not right/));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  // The 400's `triesLeft` reaches the page only once @replay/platform's ApiClientError keeps it
  // (toApiClientError copies `message` and `errors` only). Until then this fails, as expected: when
  // it passes, drop `.failing`.
  it('tells how many tries the code has left', async () => {
    serveBookings({ current: [aPaidBooking()] });
    serveHandover(() => HttpResponse.json({ message: 'That code is not right', triesLeft: 3 }, { status: 400 }));
    const { user } = render();

    const dialog = await openHandover(user);
    await user.type(within(dialog).getByLabelText('Handover code'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByText('That code is not right. 3 tries left')).toBeInTheDocument();
  });

  it('after too many wrong codes says the entry is locked, turns Confirm off and shows until when', async () => {
    const booking = aPaidBooking();
    const bookings = { current: [booking] };
    serveBookings(bookings);
    const lockedUntil = new Date(Date.now() + 3_600_000).toISOString();
    serveHandover(() => {
      bookings.current = [{ ...booking, handoverLockedUntil: lockedUntil }];
      return HttpResponse.json({ message: 'Too many wrong codes; handover is locked for an hour' }, { status: 429 });
    });
    const { user } = render();

    const dialog = await openHandover(user);
    await user.type(within(dialog).getByLabelText('Handover code'), '222222');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByText('Too many wrong codes; handover is locked for an hour')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const row = await rowOf('PlayStation 5');
    expect(await within(row).findByText(/^Too many wrong codes: locked until/)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Confirm handover/ })).toBeDisabled();
  });

  it('shows the money released once the protection window has ended', async () => {
    serveBookings({
      current: [aPaidBooking({ handoverAt: daysFromNow(-10), protectionEndsAt: daysFromNow(-3) })],
    });
    render();

    const row = await rowOf('PlayStation 5');
    expect(within(row).getByText('Handed over')).toBeInTheDocument();
    expect(within(row).getByText('Released')).toBeInTheDocument();
    expect(within(row).queryByText(/Buyer protection until/)).not.toBeInTheDocument();
  });
});
