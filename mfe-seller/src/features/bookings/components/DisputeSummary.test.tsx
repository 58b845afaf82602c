import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, type SellerBooking } from '@replay/contract';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { aDispute, aPaidBooking, daysFromNow } from '../../../testing/bookings';
import { Component as MyBookingsPage } from '../MyBookingsPage';

const handedOver = { handoverAt: daysFromNow(-1), protectionEndsAt: daysFromNow(2) };

function serveBookings(bookings: { current: SellerBooking[] }) {
  server.use(handle(api.listSellerBookings, () => HttpResponse.json(bookings.current)));
}

const render = () => renderWithProviders(<MyBookingsPage />, { auth: fakeAuth('seller'), route: paths.myBookings });

afterEach(() => jest.restoreAllMocks());

describe('My Bookings: a problem the buyer reported', () => {
  it('shows the problem, and sends the seller’s answer with a photo uploaded as theirs', async () => {
    const booking = aPaidBooking({ ...handedOver, dispute: aDispute() });
    const bookings = { current: [booking] };
    serveBookings(bookings);
    const answers: unknown[] = [];
    const calls: string[] = [];
    server.use(
      handle(api.uploadProductImage, () => {
        calls.push('upload');
        return HttpResponse.json({ success: true, data: { url: 'http://api.test/images/box.png' } }, { status: 201 });
      }),
      handle(api.respondToDispute, async ({ request, params }) => {
        calls.push(`answer ${String(params.id)}`);
        const answer = (await request.json()) as { text: string; images?: string[] };
        answers.push(answer);
        bookings.current = [
          { ...booking, dispute: { ...booking.dispute!, response: answer.text, responseImages: answer.images } },
        ];
        return HttpResponse.json({ acknowledged: true });
      }),
    );
    const { user } = render();

    const row = await screen.findByRole('row', { name: /PlayStation 5/ });
    expect(within(row).getByText('Problem reported: Does not work')).toBeInTheDocument();
    expect(within(row).getByText('It does not turn on.')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).queryByText('Released')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Answer the problem with PlayStation 5' }));
    const dialog = screen.getByRole('dialog', { name: 'Answer the problem with PlayStation 5' });
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText('Write your answer')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Your answer'), '  It worked when we met; see the box.  ');
    await user.upload(
      await within(dialog).findByLabelText('Add photos'),
      new File(['png'], 'box.png', { type: 'image/png' }),
    );
    expect(within(dialog).getByRole('listitem', { name: 'Photo 1 of 1' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Cover')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));

    expect(await screen.findByText('Your answer was sent to the admin')).toBeInTheDocument();
    expect(calls).toEqual(['upload', `answer ${booking.dispute!._id}`]);
    expect(answers).toEqual([
      { text: 'It worked when we met; see the box.', images: ['http://api.test/images/box.png'] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const answered = await screen.findByText('Your answer: It worked when we met; see the box.');
    expect(answered).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Attachment 1 of your answer' })).toHaveAttribute(
      'src',
      'http://api.test/images/box.png',
    );
    expect(screen.queryByRole('button', { name: /Answer the problem/ })).not.toBeInTheDocument();
  });

  it("keeps the answer typed and shows the server's message when it is refused", async () => {
    serveBookings({ current: [aPaidBooking({ ...handedOver, dispute: aDispute() })] });
    server.use(
      handle(api.respondToDispute, () =>
        HttpResponse.json({ message: 'This problem is already resolved' }, { status: 409 }),
      ),
    );
    const { user } = render();

    await user.click(await screen.findByRole('button', { name: 'Answer the problem with PlayStation 5' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your answer'), 'It worked.');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));

    expect(await within(dialog).findByText('This problem is already resolved')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your answer')).toHaveValue('It worked.');
  });

  it('shows the admin’s decision and reason once resolved, and no Answer', async () => {
    serveBookings({
      current: [
        aPaidBooking({
          ...handedOver,
          netCents: 14200,
          refundedCents: 20000,
          dispute: aDispute({
            state: 'resolved',
            reason: 'not_as_described',
            response: 'It was as described.',
            outcome: 'partial_refund',
            refundCents: 20000,
            resolution: 'The scratches were not in the photos.',
          }),
        }),
      ],
    });
    render();

    const row = await screen.findByRole('row', { name: /PlayStation 5/ });
    expect(within(row).getByText('Problem reported: Not as described')).toBeInTheDocument();
    expect(within(row).getByText('Resolved')).toBeInTheDocument();
    expect(within(row).getByText('Refunded in part: $200.00 back to the buyer')).toBeInTheDocument();
    expect(within(row).getByText("Admin's reason: The scratches were not in the photos.")).toBeInTheDocument();
    expect(within(row).getByText('You earn').nextSibling).toHaveTextContent('$142.00');
    expect(within(row).queryByRole('button', { name: /Answer/ })).not.toBeInTheDocument();
  });
});
