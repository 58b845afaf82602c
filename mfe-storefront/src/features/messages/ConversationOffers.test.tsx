import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, type ApiError, type Conversation, type Offer, type OfferDetail } from '@replay/contract';
import { ACCESS_TOKEN_KEY, formatDateTime } from '@replay/platform';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { aConversation, liveStream, pageOf } from '../../testing/messages';
import { anOffer, hoursFromNow } from '../../testing/offers';
import { Component as ConversationPage } from './ConversationPage';

/** The buyer's view of a conversation about a product listed at $90.00: the other member is its seller. */
const asBuyer = aConversation({ product: { ...aConversation().product, resprice: 90 } });
/** The seller's view of the same conversation: the other member is the buyer. */
const asSeller = { ...asBuyer, otherParty: { _id: 'buyer-1', name: 'Bea Buyer', img: '' } };

/**
 * The server's side of one conversation's offers: GET /offers (each query kept), and each answer or
 * counter recorded and applied; `refuse` answers the next write with that 409 message.
 */
function serve(conversation: Conversation, offers: Offer[]) {
  const state = { offers, queries: [] as string[], calls: [] as Array<{ call: string; body?: unknown }>, refuse: '' };
  type Change = (offer: Offer, body: { amountCents?: number }) => Partial<Offer>;
  /** A write to an offer: recorded, then refused while `refuse` says so, else applied with `change`. */
  function write(call: string, change: Change) {
    return async ({ params, request }: { params: Record<string, unknown>; request: Request }) => {
      const text = await request.text();
      const body = text ? (JSON.parse(text) as { amountCents?: number }) : undefined;
      const name = `${call} ${String(params.id)}`;
      state.calls.push(body ? { call: name, body } : { call: name });
      if (state.refuse) return HttpResponse.json<ApiError>({ message: state.refuse }, { status: 409 });
      const index = state.offers.findIndex((offer) => offer._id === params.id);
      const changed = { ...state.offers[index]!, ...change(state.offers[index]!, body ?? {}) };
      state.offers = state.offers.with(index, changed);
      return HttpResponse.json<OfferDetail>({ ...changed, rounds: [] });
    };
  }
  const accept = write('accept', () => ({ state: 'accepted', payUntil: hoursFromNow(24), bookingId: 'booking-1' }));
  const decline = write('decline', () => ({ state: 'declined' }));
  const withdraw = write('withdraw', () => ({ state: 'withdrawn' }));
  const counter = write('counter', (offer, { amountCents }) => ({
    state: 'countered',
    amountCents,
    round: offer.round + 1,
  }));
  server.use(
    handle(api.getConversation, () => HttpResponse.json(conversation)),
    handle(api.listMessages, () => pageOf([])),
    handle(api.listOffers, ({ request }) => {
      state.queries.push(new URL(request.url).search);
      return pageOf(state.offers);
    }),
    handle(api.acceptOffer, accept),
    handle(api.declineOffer, decline),
    handle(api.withdrawOffer, withdraw),
    handle(api.counterOffer, counter),
    handle(api.makeOffer, async ({ request }) => {
      const body = (await request.json()) as { productId: string; amountCents: number };
      state.calls.push({ call: 'offer', body });
      // The buyer's next round of the same chain.
      const next = { state: 'open' as const, amountCents: body.amountCents, expiresAt: hoursFromNow(48) };
      state.offers = state.offers.map((offer) => ({ ...offer, ...next, round: offer.round + 1 }));
      return HttpResponse.json({ _id: 'offer-1', conversationId: 'conv-1', ...next }, { status: 201 });
    }),
  );
  return state;
}

const render = (role: 'buyer' | 'seller') =>
  renderWithProviders(<ConversationPage />, {
    route: paths.conversation('conv-1'),
    path: '/dashboard/messages/:id',
    auth: fakeAuth(role),
    routes: [{ path: '/dashboard/payment/:id', element: <h1>Payment</h1> }],
  });

const card = (name: string | RegExp) => screen.findByRole('article', { name });
const buttonsOf = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('button')
    .map((button) => button.textContent);

/** Who sees which actions on which offer: the signed-in side, the card's heading, its buttons, the offer. */
const ACTIONS = [
  ['seller', 'Offer from Bea Buyer: $45.10', ['Accept', 'Decline', 'Counter'], anOffer()],
  ['seller', 'Offer from Bea Buyer: $45.10', ['Accept', 'Decline'], anOffer({ round: 3 })],
  ['seller', 'Your counter-offer: $60.00', [], anOffer({ state: 'countered', amountCents: 6000, round: 2 })],
  ['seller', 'Offer from Bea Buyer: $45.10', [], anOffer({ expiresAt: hoursFromNow(-1) })],
  ['buyer', 'Your offer: $45.10', ['Withdraw'], anOffer()],
  [
    'buyer',
    'Counter-offer from Sam Seller: $60.00',
    ['Accept', 'Decline', 'Withdraw', 'Make a new offer'],
    anOffer({ state: 'countered', amountCents: 6000, round: 2 }),
  ],
  [
    'buyer',
    'Counter-offer from Sam Seller: $60.00',
    ['Accept', 'Decline', 'Withdraw'],
    anOffer({ state: 'countered', amountCents: 6000, round: 3 }),
  ],
  ['buyer', 'Offer: $45.10', [], anOffer({ state: 'declined' })],
] as const;

describe("a conversation's offers", () => {
  it('shows an offer as a card under the thread: amount, listed price, state, round and time left', async () => {
    const state = serve(asBuyer, [anOffer()]);
    render('buyer');

    const offer = await card('Your offer: $45.10');
    expect(screen.getByRole('heading', { level: 2, name: 'Offers' })).toBeInTheDocument();
    for (const text of ['Waiting for the seller', 'Listed at $90.00', 'Round 1 of 3', 'Expires in 47 h'])
      expect(offer).toHaveTextContent(text);
    // Between the thread and the box to write the next message.
    const composer = screen.getByRole('form', { name: 'Write a message' });
    expect(offer.compareDocumentPosition(composer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(state.queries).toContain('?conversationId=conv-1');
  });

  it.each(ACTIONS)('gives the %s, on "%s" (offer %#), the actions %j', async (role, heading, actions, offer) => {
    serve(role === 'buyer' ? asBuyer : asSeller, [offer]);
    render(role);
    expect(buttonsOf(await card(heading))).toEqual(actions);
  });

  it('says when the time to answer is up, and nothing of it once the offer is over', async () => {
    serve(asSeller, [anOffer({ expiresAt: hoursFromNow(-1) }), anOffer({ _id: 'offer-0', state: 'declined' })]);
    render('seller');
    expect(await card('Offer from Bea Buyer: $45.10')).toHaveTextContent('Time to answer is up');
    expect(await card('Offer: $45.10')).not.toHaveTextContent(/Expires|Time to answer/);
  });

  it('lets the seller counter with an amount strictly between the offer and the listed price', async () => {
    const state = serve(asSeller, [anOffer()]);
    const { user } = render('seller');

    await user.click(within(await card('Offer from Bea Buyer: $45.10')).getByRole('button', { name: 'Counter' }));
    const dialog = await screen.findByRole('dialog', { name: "Counter Bea Buyer's offer" });
    const amount = within(dialog).getByRole('textbox', { name: 'Your counter-offer' });
    await waitFor(() => expect(amount).toHaveFocus());
    for (const typed of ['45.10', '90']) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Counter with more than $45.10 and less than $90.00',
      );
    }
    expect(state.calls).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '67.35');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));

    const countered = await card('Your counter-offer: $67.35');
    expect(state.calls).toEqual([{ call: 'counter offer-1', body: { amountCents: 6735 } }]);
    expect(countered).toHaveTextContent('Countered: waiting for the buyer');
    expect(countered).toHaveTextContent('Round 2 of 3');
    expect(buttonsOf(countered)).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(countered).toHaveFocus();
    expect(await screen.findByText('Counter-offer sent')).toBeInTheDocument();
  });

  it('lets the seller accept or decline, once confirmed', async () => {
    const state = serve(asSeller, [anOffer(), anOffer({ _id: 'offer-2', amountCents: 5000 })]);
    const { user } = render('seller');

    await user.click(within(await card('Offer from Bea Buyer: $50.00')).getByRole('button', { name: 'Decline' }));
    const decline = await screen.findByRole('dialog', { name: 'Decline $50.00?' });
    await user.click(within(decline).getByRole('button', { name: 'Decline' }));
    expect(await card('Offer: $50.00')).toHaveTextContent('Declined');

    await user.click(within(await card('Offer from Bea Buyer: $45.10')).getByRole('button', { name: 'Accept' }));
    const accept = await screen.findByRole('dialog', { name: 'Accept $45.10?' });
    expect(accept).toHaveTextContent('PlayStation 5 Disc Edition is then booked for Bea Buyer at $45.10');
    await user.click(within(accept).getByRole('button', { name: 'Accept' }));

    const accepted = await card('Agreed price: $45.10');
    expect(state.calls).toEqual([{ call: 'decline offer-2' }, { call: 'accept offer-1' }]);
    expect(accepted).toHaveTextContent('Offer accepted');
    expect(accepted).toHaveTextContent(`Pay by ${formatDateTime(state.offers[0]!.payUntil!)}`);
    // Paying is the buyer's.
    expect(within(accepted).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it("shows the server's message when accepting is refused, the dialog kept open", async () => {
    const state = serve(asBuyer, [anOffer({ state: 'countered', amountCents: 6000, round: 2 })]);
    state.refuse = 'Another accepted offer holds this product';
    const { user } = render('buyer');

    await user.click(within(await card(/^Counter-offer/)).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept $60.00?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Another accepted offer holds this product');
    expect(state.calls).toEqual([{ call: 'accept offer-1' }]);
    expect(await card(/^Counter-offer/)).toHaveTextContent('Countered: waiting for the buyer');
  });

  it('lets the buyer accept a counter, then pay from the card', async () => {
    serve(asBuyer, [anOffer({ state: 'countered', amountCents: 6000, round: 2 })]);
    const { user } = render('buyer');

    await user.click(within(await card(/^Counter-offer/)).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept $60.00?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    const accepted = await card('Agreed price: $60.00');
    expect(accepted).toHaveTextContent(/Pay by/);
    const pay = within(accepted).getByRole('link', { name: 'Pay now' });
    expect(pay).toHaveAttribute('href', '/dashboard/payment/booking-1');
    await user.click(pay);
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
  });

  it('lets the buyer withdraw, or answer a counter with a new offer for the same product', async () => {
    const state = serve(asBuyer, [anOffer({ state: 'countered', amountCents: 6000, round: 2 })]);
    const { user } = render('buyer');

    await user.click(within(await card(/^Counter-offer/)).getByRole('button', { name: 'Make a new offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new offer' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your offer' }), '55');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const next = await card('Your offer: $55.00');
    expect(next).toHaveTextContent('Round 3 of 3');
    await user.click(within(next).getByRole('button', { name: 'Withdraw' }));
    const withdraw = await screen.findByRole('dialog', { name: 'Withdraw your offer?' });
    await user.click(within(withdraw).getByRole('button', { name: 'Withdraw' }));
    expect(await card('Offer: $55.00')).toHaveTextContent('Withdrawn');
    expect(state.calls).toEqual([
      { call: 'offer', body: { productId: 'prod-1', amountCents: 5500 } },
      { call: 'withdraw offer-1' },
    ]);
  });

  it('says when the offers could not be loaded, the thread still there to write in', async () => {
    serve(asBuyer, []);
    server.use(handle(api.listOffers, () => HttpResponse.json({ message: 'The server is busy' }, { status: 503 })));
    render('buyer');

    expect(await screen.findByText('The offers could not be loaded: The server is busy')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeEnabled();
  });

  it("refetches the offers when the conversation's live message event arrives", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'test-access-token');
    const live = liveStream();
    server.use(live.handler);
    const state = serve(asBuyer, [anOffer()]);
    render('buyer');
    await card('Your offer: $45.10');
    fireEvent.pointerMove(document.body);
    await waitFor(() => expect(live.open).toBe(true));

    state.offers = [anOffer({ state: 'countered', amountCents: 7000, round: 2 })];
    live.send({ conversationId: 'conv-1', unread: 1 });
    expect(await card('Counter-offer from Sam Seller: $70.00')).toBeInTheDocument();
  });
});
