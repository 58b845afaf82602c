import * as endpoints from '@replay/contract/endpoints';
import type { BodyOf } from '@replay/contract';
import { deleteUnusedImages } from '../src/images/unused';
import {
  book,
  createProduct,
  ENGINES,
  openShop,
  PRODUCT_IMAGE,
  productPayload,
  type TestContext,
  type TestUser,
} from './support/harness';
import { call, unchecked } from './support/api';
import { asUpload, ONE_PIXEL_PNG, sellerPhoto } from './support/images';
import { confirm, intent, intentStatus, payWithCard, record } from './support/payments';

const STALE = 'This listing changed in another tab; reload it';
const HELD = 'A buyer is paying for this item right now; try again in a few minutes';

describe.each(ENGINES)('listings (%s)', (engine) => {
  let ctx: TestContext, seller: TestUser, categoryId: string;
  beforeAll(async () => {
    ({ ctx, seller, categoryId } = await openShop(engine, { env: { REFUND_RETRY_INTERVAL_MS: '0' } }));
  });
  afterAll(() => ctx.close());

  const patch = (user: TestUser, id: string, body: BodyOf<typeof endpoints.editProduct>) =>
    call(ctx, user, endpoints.editProduct, { params: { id }, body });
  const product = async (id: string) => (await call(ctx, undefined, endpoints.getProduct, { params: { id } })).json();
  const photos = (owner: TestUser, n: number) =>
    Promise.all(Array.from({ length: n }, () => sellerPhoto(ctx.app, owner)));
  const addWith = (owner: TestUser, images: string[], overrides: Record<string, unknown> = {}) =>
    call(ctx, owner, endpoints.addProduct, {
      body: productPayload(categoryId, { imageUrl: images[0], images, ...overrides }),
    });
  const categoryIds = async (category = categoryId) =>
    (await call(ctx, undefined, endpoints.listCategoryProducts, { params: { id: category } }))
      .json()
      .map((row: { _id: string }) => row._id);

  describe('photos', () => {
    it('keeps 1–8 photos in order, the first the cover, and lists carry the cover alone', async () => {
      const images = await photos(seller, 3);
      const added = await addWith(seller, images);
      expect(added.statusCode).toBe(201);
      const id = added.json().insertedId;
      expect(await product(id)).toMatchObject({ imageUrl: images[0], images });
      const listed = (await call(ctx, undefined, endpoints.listCategoryProducts, { params: { id: categoryId } }))
        .json()
        .find((row: { _id: string }) => row._id === id);
      expect(listed!.imageUrl).toBe(images[0]);
      expect(listed).not.toHaveProperty('images');
      // The spec's payload (one imageUrl) is one photo.
      const single = await createProduct(ctx, seller, categoryId);
      expect((await product(single)).images).toEqual([PRODUCT_IMAGE]);
    });

    it('keeps every photo in use from the unused-images job, and lets it delete one an edit took away', async () => {
      const images = await photos(seller, 2);
      const id = (await addWith(seller, images)).json().insertedId;
      const names = images.map((url) => url.split('/').pop()!);
      const age = () =>
        ctx.db.query(`UPDATE images SET created_at = now() - interval '25 hours' WHERE name = ANY($1)`, [names]);
      await age();
      const quiet = { info: () => undefined, warn: () => undefined };
      expect(await deleteUnusedImages(ctx.db, ctx.app.images, { hours: 24, log: quiet })).toEqual({
        deleted: 0,
        failed: 0,
      });
      expect((await patch(seller, id, { version: 1, images: [images[0]!] })).statusCode).toBe(200);
      expect(await deleteUnusedImages(ctx.db, ctx.app.images, { hours: 24, log: quiet })).toEqual({
        deleted: 1,
        failed: 0,
      });
      const statuses = await ctx.db.query('SELECT name, status FROM images WHERE name = ANY($1) ORDER BY name', [
        names,
      ]);
      expect(statuses).toEqual(
        names
          .map((name, index) => ({ name, status: index === 0 ? 'stored' : 'deleted' }))
          .sort((a, b) => (a.name < b.name ? -1 : 1)),
      );
    });

    it('answers 400 for more than 8 photos, none, the same one twice, or a cover that is not the first', async () => {
      const nine = await photos(seller, 9);
      const cases: Array<[string[], Record<string, unknown>, string]> = [
        [nine, {}, 'images may have at most 8 items'],
        [[], { imageUrl: nine[0] }, 'images must have at least 1 item'],
        [[nine[0]!, nine[0]!], {}, 'images has the same item twice'],
        [nine.slice(0, 2), { imageUrl: nine[1] }, 'imageUrl must be the first of images (the cover)'],
      ];
      for (const [images, overrides, message] of cases) {
        const refused = await addWith(seller, images, overrides);
        expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
      }
      const id = await createProduct(ctx, seller, categoryId);
      const tooMany = await patch(seller, id, { version: 1, images: nine });
      expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, 'images may have at most 8 items']);
    });

    it("refuses another user's upload, or one sent without an account, with 403; a seller's own photos are theirs to reuse", async () => {
      const other = await ctx.user('seller');
      const [theirs] = await photos(other, 1);
      const anonymous = (await call(ctx, undefined, endpoints.uploadImage, asUpload(ONE_PIXEL_PNG))).json().data.url;
      const [mine] = await photos(seller, 1);
      for (const foreign of [theirs!, anonymous]) {
        const refused = await addWith(seller, [mine!, foreign]);
        expect([refused.statusCode, refused.json().message]).toEqual([403, 'Use photos you uploaded yourself']);
        const id = await createProduct(ctx, seller, categoryId);
        const edit = await patch(seller, id, { version: 1, images: [foreign] });
        expect([edit.statusCode, edit.json().message]).toEqual([403, 'Use photos you uploaded yourself']);
      }
      const notOurs = await addWith(seller, [mine!, 'https://example.com/photo.jpg']);
      expect([notOurs.statusCode, notOurs.json().message]).toEqual([400, 'Use an image uploaded to Replay Market']);
      // Sell similar: a new listing with the photos of an old one.
      const first = (await addWith(seller, [mine!])).json().insertedId;
      await call(ctx, seller, endpoints.markProductSoldElsewhere, { params: { id: first } });
      expect((await addWith(seller, [mine!])).statusCode).toBe(201);
      // Buyers cannot upload listing photos.
      const buyer = await ctx.user('buyer');
      const byBuyer = await call(ctx, buyer, endpoints.uploadProductImage, asUpload(ONE_PIXEL_PNG));
      expect(byBuyer.statusCode).toBe(403);
    });
  });

  describe('editing', () => {
    it('changes any field and the photos, moves the version on, and shows the new cover and title everywhere', async () => {
      const images = await photos(seller, 3);
      const id = (await addWith(seller, images)).json().insertedId;
      const reordered = [images[2]!, images[0]!, images[1]!];
      const edited = await patch(seller, id, {
        version: 1,
        title: '  Zelda: Tears of the Kingdom  ',
        condition: 'Excellent',
        description: 'Boxed, like new.',
        location: 'Dallas, TX',
        mobile: '+1 214 555 0100',
        orgprice: 199.99,
        useYear: 1,
        puryear: 2023,
        images: reordered,
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        _id: id,
        title: 'Zelda: Tears of the Kingdom',
        condition: 'Excellent',
        orgprice: 199.99,
        resprice: 189.5,
        imageUrl: images[2],
        images: reordered,
        version: 2,
        state: 'available',
      });
      expect(await product(id)).toEqual(edited.json());
      const listed = (await call(ctx, undefined, endpoints.listCategoryProducts, { params: { id: categoryId } }))
        .json()
        .find((row: { _id: string }) => row._id === id);
      expect(listed).toMatchObject({ title: 'Zelda: Tears of the Kingdom', imageUrl: images[2], version: 2 });
      // The new title is found by search, misspelt too.
      const found = await call(ctx, undefined, endpoints.searchProducts, { query: { q: 'tears kingdm' } });
      expect(found.json().items.map((row: { _id: string }) => row._id)).toContain(id);
    });

    it('answers 409 for an edit made on an old version, and of two edits on one version at once exactly one wins', async () => {
      const id = await createProduct(ctx, seller, categoryId);
      expect((await patch(seller, id, { version: 1, title: 'First edit' })).statusCode).toBe(200);
      const stale = await patch(seller, id, { version: 1, title: 'Edit from an old tab' });
      expect([stale.statusCode, stale.json().message]).toEqual([409, STALE]);

      const racing = await Promise.all([
        patch(seller, id, { version: 2, title: 'Tab one' }),
        patch(seller, id, { version: 2, title: 'Tab two' }),
      ]);
      expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const winner = racing.find((response) => response.statusCode === 200)!.json();
      expect(await product(id)).toMatchObject({ title: winner.title, version: 3 });
    });

    it('checks the listing as it would be: a resale price within the original, a known category, a year not to come', async () => {
      const id = await createProduct(ctx, seller, categoryId);
      const cases: Array<[object, string]> = [
        [{ orgprice: 100 }, 'The resale price must not be above the original price'],
        [{ resprice: 0.4 }, 'The resale price must be at least 0.50'],
        [{ category_id: '00000000-0000-4000-8000-000000000000' }, 'category_id is not a known category'],
        [{ puryear: new Date().getUTCFullYear() + 1 }, 'puryear cannot be in the future'],
        [{ title: '   ' }, 'title has an invalid format'],
        [{ sellerEmail: 'x@y.z' }, 'sellerEmail is not a field of this request'],
      ];
      for (const [change, message] of cases) {
        const refused = await patch(seller, id, { version: 1, ...change });
        expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
      }
      const noVersion = await patch(seller, id, unchecked({ title: 'No version' }));
      expect([noVersion.statusCode, noVersion.json().message]).toEqual([400, 'version is required']);
      expect((await product(id)).version).toBe(1);
    });

    it('keeps every price change; a price change waits while a buyer holds the product, other fields do not', async () => {
      const buyer = await ctx.user('buyer');
      const id = await createProduct(ctx, seller, categoryId, { orgprice: 300, resprice: 200 });
      expect((await patch(seller, id, { version: 1, resprice: 150 })).statusCode).toBe(200);
      expect((await patch(seller, id, { version: 2, title: 'Same price, new title', resprice: 150 })).statusCode).toBe(
        200,
      );
      const bookingId = await book(ctx, buyer, id);
      const opened = (await intent(ctx, buyer, bookingId)).json();
      expect(opened.amount).toBe(15000);
      const held = await patch(seller, id, { version: 3, resprice: 120, title: 'Cheaper' });
      expect([held.statusCode, held.json().message]).toEqual([409, HELD]);
      expect((await patch(seller, id, { version: 3, description: 'Still for sale.' })).statusCode).toBe(200);
      // Once the hold ran out the price may change; intents at the old price are canceled.
      await ctx.db.query(`UPDATE holds SET expires_at = now() - interval '1 minute' WHERE product_id = $1`, [id]);
      expect((await patch(seller, id, { version: 4, resprice: 120 })).statusCode).toBe(200);
      expect(await intentStatus(ctx.db, opened.paymentIntentId)).toBe('canceled');
      const history = (await product(id)).priceHistory;
      expect(history.map((change: { price: number }) => change.price)).toEqual([200, 150, 120]);
      expect(history[2]!.changedAt >= history[1]!.changedAt).toBe(true);
      // The buyer pays the new price.
      expect((await intent(ctx, buyer, bookingId)).json().amount).toBe(12000);
    });

    it('refunds a card paid at a price the seller changed since', async () => {
      const buyer = await ctx.user('buyer');
      const id = await createProduct(ctx, seller, categoryId, { orgprice: 300, resprice: 200 });
      const bookingId = await book(ctx, buyer, id);
      const { clientSecret } = (await intent(ctx, buyer, bookingId)).json();
      const paid = await confirm(ctx, buyer, clientSecret, '4242 4242 4242 4242');
      await ctx.db.query(`UPDATE holds SET expires_at = now() - interval '1 minute' WHERE product_id = $1`, [id]);
      expect((await patch(seller, id, { version: 1, resprice: 180 })).statusCode).toBe(200);
      const recorded = await record(ctx, buyer, bookingId, paid.paymentIntent.id);
      expect([recorded.statusCode, recorded.json().message]).toEqual([
        409,
        'The seller changed the price of this item; your payment was refunded',
      ]);
      expect(await intentStatus(ctx.db, paid.paymentIntent.id)).toBe('refunded');
      expect((await product(id)).state).toBe('available');
    });

    it('keeps what a paid order recorded: its title, price and picture at the time, and a sold listing is not edited', async () => {
      const buyer = await ctx.user('buyer');
      const [cover] = await photos(seller, 1);
      const id = (
        await addWith(seller, [cover!], { title: 'Halo 3 Legendary Edition', resprice: 50, orgprice: 80 })
      ).json().insertedId;
      const bookingId = await book(ctx, buyer, id);
      expect((await record(ctx, buyer, bookingId, await payWithCard(ctx, buyer, bookingId))).statusCode).toBe(201);
      const order = (await call(ctx, buyer, endpoints.getBooking, { params: { id: bookingId } })).json();
      expect(order).toMatchObject({ productName: 'Halo 3 Legendary Edition', price: 50, imageUrl: cover, paid: true });

      const refused = await patch(seller, id, { version: 1, title: 'Halo 3' });
      expect([refused.statusCode, refused.json().message]).toEqual([409, 'A sold product cannot be edited']);
      // Whatever happens to the product row afterwards, the order shows what was paid for.
      await ctx.db.query(`UPDATE products SET title = 'Renamed', resprice_cents = 100, image_url = $2 WHERE id = $1`, [
        id,
        PRODUCT_IMAGE,
      ]);
      expect((await call(ctx, buyer, endpoints.getBooking, { params: { id: bookingId } })).json()).toEqual(order);
      const sellerView = (await call(ctx, seller, endpoints.listSellerBookings))
        .json()
        .find((row: { _id: string }) => row._id === bookingId);
      expect(sellerView).toMatchObject({ productName: 'Halo 3 Legendary Edition', price: 50, state: 'paid' });
    });
  });

  describe('closing, reopening, selling elsewhere', () => {
    /** A product with a buyer paying (hold and open intent), another waiting, and a third who saved it. */
    async function underWay() {
      const [paying, waiting, saver] = [await ctx.user('buyer'), await ctx.user('buyer'), await ctx.user('buyer')];
      const id = await createProduct(ctx, seller, categoryId);
      await call(ctx, seller, endpoints.advertiseProduct, { body: { productId: id } });
      const payingBooking = await book(ctx, paying, id);
      const waitingBooking = await book(ctx, waiting, id);
      const opened = (await intent(ctx, paying, payingBooking)).json();
      expect(opened.clientSecret).toEqual(expect.any(String));
      await call(ctx, saver, endpoints.saveFavourite, { params: { productId: id } });
      return { id, paying, waiting, saver, payingBooking, waitingBooking, opened };
    }

    it('closes a listing: off every public list, its bookings cancelled, its hold and intents ended; its page still opens', async () => {
      const { id, paying, waiting, saver, payingBooking, waitingBooking, opened } = await underWay();
      const closed = await call(ctx, seller, endpoints.closeProduct, { params: { id } });
      expect(closed.statusCode).toBe(200);
      expect(closed.json()).toMatchObject({ _id: id, state: 'closed', status: true, advertise: false });

      expect(await categoryIds()).not.toContain(id);
      expect(
        (await call(ctx, undefined, endpoints.listAdvertised)).json().map((row: { _id: string }) => row._id),
      ).not.toContain(id);
      const searched = await call(ctx, undefined, endpoints.searchProducts, { query: { category: categoryId } });
      expect(searched.json().items.map((row: { _id: string }) => row._id)).not.toContain(id);
      expect(await product(id)).toMatchObject({ state: 'closed' });
      const own = (await call(ctx, seller, endpoints.listMyProducts))
        .json()
        .find((row: { _id: string }) => row._id === id);
      expect(own!.state).toBe('closed');
      const saved = (await call(ctx, saver, endpoints.listFavourites))
        .json()
        .find((row: { _id: string }) => row._id === id);
      expect(saved!.state).toBe('closed');

      expect((await call(ctx, paying, endpoints.getBooking, { params: { id: payingBooking } })).json().cancelled).toBe(
        true,
      );
      expect(
        (await call(ctx, waiting, endpoints.getBooking, { params: { id: waitingBooking } })).json().cancelled,
      ).toBe(true);
      expect(await ctx.db.query('SELECT 1 FROM holds WHERE product_id = $1', [id])).toEqual([]);
      expect(await intentStatus(ctx.db, opened.paymentIntentId)).toBe('canceled');
      const card = await confirm(ctx, paying, opened.clientSecret, '4242 4242 4242 4242');
      expect(card.error.code).toBe('payment_intent_unexpected_state');

      const rebook = await call(ctx, paying, endpoints.bookProduct, {
        body: { productId: id, mobile: '+1 512 555 0101', location: 'Library' },
      });
      expect([rebook.statusCode, rebook.json().message]).toEqual([409, 'This product is no longer available']);
      const advertise = await call(ctx, seller, endpoints.advertiseProduct, { body: { productId: id } });
      expect(advertise.statusCode).toBe(409);
      // Closing again changes nothing.
      expect((await call(ctx, seller, endpoints.closeProduct, { params: { id } })).json().state).toBe('closed');
    });

    it('reopens a closed listing: back on the lists and bookable again', async () => {
      const { id, paying } = await underWay();
      await call(ctx, seller, endpoints.closeProduct, { params: { id } });
      const reopened = await call(ctx, seller, endpoints.reopenProduct, { params: { id } });
      expect([reopened.statusCode, reopened.json().state]).toEqual([200, 'available']);
      expect(await categoryIds()).toContain(id);
      const booking = await book(ctx, paying, id);
      expect((await intent(ctx, paying, booking)).statusCode).toBe(200);
      expect((await call(ctx, seller, endpoints.reopenProduct, { params: { id } })).json().state).toBe('available');
    });

    it('marks a listing sold elsewhere for good, ending what was under way', async () => {
      const { id, paying, payingBooking, opened } = await underWay();
      await call(ctx, seller, endpoints.closeProduct, { params: { id } });
      const sold = await call(ctx, seller, endpoints.markProductSoldElsewhere, { params: { id } });
      expect(sold.statusCode).toBe(200);
      expect(sold.json()).toMatchObject({ state: 'sold', status: false });
      expect(await categoryIds()).toContain(id);
      expect((await call(ctx, paying, endpoints.getBooking, { params: { id: payingBooking } })).json().cancelled).toBe(
        true,
      );
      expect(await intentStatus(ctx.db, opened.paymentIntentId)).toBe('canceled');
      for (const [action, done] of [
        [endpoints.reopenProduct, 'reopened'],
        [endpoints.closeProduct, 'closed'],
      ] as const) {
        const refused = await call(ctx, seller, action, { params: { id } });
        expect([refused.statusCode, refused.json().message]).toEqual([409, `A sold product cannot be ${done}`]);
      }
      expect((await call(ctx, seller, endpoints.markProductSoldElsewhere, { params: { id } })).statusCode).toBe(200);
      const edit = await patch(seller, id, { version: 1, title: 'Too late' });
      expect(edit.statusCode).toBe(409);
    });

    it('leaves a product sold here as it is', async () => {
      const buyer = await ctx.user('buyer');
      const id = await createProduct(ctx, seller, categoryId);
      const bookingId = await book(ctx, buyer, id);
      await record(ctx, buyer, bookingId, await payWithCard(ctx, buyer, bookingId));
      const refused = await call(ctx, seller, endpoints.markProductSoldElsewhere, { params: { id } });
      expect([refused.statusCode, refused.json().message]).toEqual([409, 'This product was sold on Replay Market']);
      expect((await call(ctx, seller, endpoints.reopenProduct, { params: { id } })).statusCode).toBe(409);
      expect((await call(ctx, buyer, endpoints.getBooking, { params: { id: bookingId } })).json()).toMatchObject({
        paid: true,
        cancelled: false,
      });
    });

    it('refunds a card that succeeds for a listing closed meanwhile', async () => {
      const buyer = await ctx.user('buyer');
      const id = await createProduct(ctx, seller, categoryId);
      const bookingId = await book(ctx, buyer, id);
      const { clientSecret } = (await intent(ctx, buyer, bookingId)).json();
      const paid = await confirm(ctx, buyer, clientSecret, '4242 4242 4242 4242');
      await call(ctx, seller, endpoints.closeProduct, { params: { id } });
      const recorded = await record(ctx, buyer, bookingId, paid.paymentIntent.id);
      expect(recorded.statusCode).toBe(409);
      expect(recorded.json().message).toMatch(/your payment was refunded$/);
      expect(await intentStatus(ctx.db, paid.paymentIntent.id)).toBe('refunded');
      expect((await product(id)).state).toBe('closed');
    });

    it('answers 404 for a deleted or unknown listing', async () => {
      const id = await createProduct(ctx, seller, categoryId);
      await call(ctx, seller, endpoints.deleteProduct, { params: { id } });
      for (const action of [endpoints.closeProduct, endpoints.reopenProduct, endpoints.markProductSoldElsewhere])
        expect((await call(ctx, seller, action, { params: { id } })).statusCode).toBe(404);
      expect((await patch(seller, id, { version: 1, title: 'Gone' })).statusCode).toBe(404);
    });
  });

  describe('telling buyers', () => {
    interface Told {
      kind: string;
      title: string;
      body: string;
      link: string;
    }
    const told = async (user: TestUser): Promise<Told[]> =>
      (await call(ctx, user, endpoints.listNotifications)).json().items.map(({ kind, title, body, link }: Told) => ({
        kind,
        title,
        body,
        link,
      }));
    const mailed = async (user: TestUser) =>
      (
        await ctx.db.query<{ subject: string; category: string }>(
          'SELECT subject, category FROM outbox WHERE user_id = $1 ORDER BY created_at',
          [user.id],
        )
      ).map((row) => `${row.category}: ${row.subject}`);
    const save = (buyer: TestUser, id: string) =>
      call(ctx, buyer, endpoints.saveFavourite, { params: { productId: id } });

    it('tells the buyers whose booking a close cancelled, and those who saved it, once each', async () => {
      const [booker, saver, both] = [await ctx.user('buyer'), await ctx.user('buyer'), await ctx.user('buyer')];
      const id = await createProduct(ctx, seller, categoryId, { title: 'Dreamcast with VMU' });
      await book(ctx, booker, id);
      await book(ctx, both, id);
      await save(saver, id);
      await save(both, id);

      await call(ctx, seller, endpoints.closeProduct, { params: { id } });
      await call(ctx, seller, endpoints.closeProduct, { params: { id } });
      const title = 'Dreamcast with VMU is no longer available';
      const cancelled = 'Its seller closed the listing. Your booking of it was cancelled; nothing was charged.';
      for (const buyer of [booker, both]) {
        expect(await told(buyer)).toEqual([
          { kind: 'listing_ended', title, body: cancelled, link: '/dashboard/myorders' },
        ]);
        expect(await mailed(buyer)).toEqual([`orders: ${title}`]);
      }
      expect(await told(saver)).toEqual([
        { kind: 'listing_ended', title, body: 'Its seller closed the listing.', link: `/product/${id}` },
      ]);
      expect(await mailed(saver)).toEqual([`orders: ${title}`]);
      // The seller closed it: their own bell has only the bookings.
      expect((await told(seller)).filter((notice) => notice.kind === 'listing_ended')).toEqual([]);

      // Reopened and closed again: a new event, told again.
      await call(ctx, seller, endpoints.reopenProduct, { params: { id } });
      await call(ctx, seller, endpoints.closeProduct, { params: { id } });
      expect(await told(saver)).toHaveLength(2);
    });

    it('tells them when it is sold elsewhere', async () => {
      const [booker, saver] = [await ctx.user('buyer'), await ctx.user('buyer')];
      const id = await createProduct(ctx, seller, categoryId, { title: 'Neo Geo AES' });
      await book(ctx, booker, id);
      await save(saver, id);
      await call(ctx, seller, endpoints.markProductSoldElsewhere, { params: { id } });
      await call(ctx, seller, endpoints.markProductSoldElsewhere, { params: { id } });
      expect(await told(booker)).toEqual([
        {
          kind: 'listing_ended',
          title: 'Neo Geo AES was sold elsewhere',
          body: 'Its seller sold it outside Replay Market. Your booking of it was cancelled; nothing was charged.',
          link: '/dashboard/myorders',
        },
      ]);
      expect((await told(saver)).map((notice) => notice.body)).toEqual(['Its seller sold it outside Replay Market.']);
      expect(await mailed(saver)).toEqual(['orders: Neo Geo AES was sold elsewhere']);
    });

    it('tells those who saved it of a drop of 5 % and 1.00 at least, once a day at most; its mail as their activity mail allows', async () => {
      const [saver, quiet] = [await ctx.user('buyer'), await ctx.user('buyer')];
      const id = await createProduct(ctx, seller, categoryId, { title: 'Game Boy Color', orgprice: 100, resprice: 80 });
      await save(saver, id);
      await save(quiet, id);
      // No mail and no bell for activity: a price drop still rings the bell.
      const off = await call(ctx, quiet, endpoints.saveNotificationPreferences, {
        body: { activity: { email: false, inApp: false } },
      });
      expect(off.statusCode).toBe(200);

      // 80 → 79.50 is under 1.00; 80 → 77 under 5 %.
      expect((await patch(seller, id, { version: 1, resprice: 79.5 })).statusCode).toBe(200);
      expect((await patch(seller, id, { version: 2, resprice: 76 })).statusCode).toBe(200);
      expect(await told(saver)).toEqual([]);
      // 76 → 72: 5.3 % and 4.00.
      expect((await patch(seller, id, { version: 3, resprice: 72 })).statusCode).toBe(200);
      const drop = {
        kind: 'price_drop',
        title: 'Price drop: Game Boy Color',
        body: 'Game Boy Color is now $72.00 (was $76.00).',
        link: `/product/${id}`,
      };
      expect(await told(saver)).toEqual([drop]);
      expect(await mailed(saver)).toEqual(['activity: Price drop: Game Boy Color']);
      expect(await told(quiet)).toEqual([drop]);
      expect(await mailed(quiet)).toEqual([]);

      // Another drop the same day: not told again; the day after, it is.
      expect((await patch(seller, id, { version: 4, resprice: 60 })).statusCode).toBe(200);
      expect(await told(saver)).toHaveLength(1);
      await ctx.db.query(`UPDATE notifications SET created_at = now() - interval '25 hours' WHERE kind = 'price_drop'`);
      expect((await patch(seller, id, { version: 5, resprice: 50 })).statusCode).toBe(200);
      expect((await told(saver)).map((notice) => notice.body)).toEqual([
        'Game Boy Color is now $50.00 (was $60.00).',
        drop.body,
      ]);
      // A rise, or a drop while it is closed, tells nobody.
      expect((await patch(seller, id, { version: 6, resprice: 70 })).statusCode).toBe(200);
      await ctx.db.query(`UPDATE notifications SET created_at = now() - interval '25 hours' WHERE kind = 'price_drop'`);
      await call(ctx, seller, endpoints.closeProduct, { params: { id } });
      const closing = (await told(saver)).length;
      expect((await patch(seller, id, { version: 7, resprice: 40 })).statusCode).toBe(200);
      expect(await told(saver)).toHaveLength(closing);
    });
  });
});
