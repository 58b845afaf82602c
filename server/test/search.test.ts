import * as endpoints from '@replay/contract/endpoints';
import { insertProduct } from '../src/db/catalog';
import { searchProducts } from '../src/db/search';
import {
  book,
  createCategory,
  createProduct,
  createTestApp,
  ENGINES,
  openShop,
  PRODUCT_IMAGE,
  type Shop,
  type TestContext,
  type TestUser,
} from './support/harness';
import { payWithCard, record } from './support/payments';
import type { Endpoint } from '@replay/contract';
import { call, type CallOptions, type Caller } from './support/api';

/** A search's query (or, raw, as a browser might write it). */
type SearchQuery = CallOptions<typeof endpoints.searchProducts>['query'];

interface Listing {
  title: string;
  description?: string;
  condition?: 'Excellent' | 'Good' | 'Fair';
  orgprice: number;
  resprice: number;
  hoursAgo: number;
  verifiedSeller?: boolean;
  category?: 'nintendo' | 'sony';
}

const CATALOGUE: Listing[] = [
  {
    title: 'The Legend of Zelda: Breath of the Wild',
    orgprice: 60,
    resprice: 35,
    hoursAgo: 1,
    condition: 'Good',
    category: 'nintendo',
  },
  {
    title: 'The Legend of Zelda: Tears of the Kingdom',
    orgprice: 70,
    resprice: 55,
    hoursAgo: 2,
    condition: 'Excellent',
    verifiedSeller: true,
    category: 'nintendo',
  },
  {
    title: "Zelda: Link's Awakening",
    orgprice: 60,
    resprice: 20,
    hoursAgo: 3,
    condition: 'Fair',
    category: 'nintendo',
  },
  {
    title: 'Super Mario Odyssey',
    orgprice: 60,
    resprice: 30,
    hoursAgo: 4,
    condition: 'Good',
    verifiedSeller: true,
    category: 'nintendo',
  },
  {
    title: 'God of War Ragnarok',
    description: 'Kratos and Atreus, plays like new',
    orgprice: 70,
    resprice: 40,
    hoursAgo: 5,
    category: 'sony',
  },
  { title: 'Gran Turismo 7', orgprice: 70, resprice: 63, hoursAgo: 6, condition: 'Excellent', category: 'sony' },
];

describe.each(ENGINES)('search (%s)', (engine) => {
  let ctx: TestContext;
  let seller: TestUser;
  let verifiedSeller: TestUser;
  const categories: Record<string, string> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    seller = await ctx.user('seller');
    verifiedSeller = await ctx.user('seller', { verified: true });
    categories.nintendo = await createCategory(ctx.db, 'Nintendo');
    categories.sony = await createCategory(ctx.db, 'PlayStation');
    for (const listing of CATALOGUE) {
      ids[listing.title] = await insertProduct(ctx.db, {
        sellerId: listing.verifiedSeller ? verifiedSeller.id : seller.id,
        categoryId: categories[listing.category ?? 'nintendo']!,
        title: listing.title,
        condition: listing.condition ?? 'Good',
        description: listing.description ?? 'Disc and case in good shape.',
        location: 'Austin, TX',
        mobile: '+1 512 555 0100',
        orgpriceCents: listing.orgprice * 100,
        respriceCents: listing.resprice * 100,
        useYear: 1,
        puryear: 2022,
        imageUrl: PRODUCT_IMAGE,
        createdAt: new Date(Date.now() - listing.hoursAgo * 3_600_000),
      });
    }
  });
  afterAll(() => ctx.close());

  const search = async (query: SearchQuery) => {
    const response = await call(ctx, undefined, endpoints.searchProducts, { query });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: Array<{ _id: string; title: string }>; nextCursor: string | null }>();
  };
  const titles = async (query: SearchQuery) => (await search(query)).items.map((item) => item.title);

  it('finds listings by a word of the title or the description, newest first, without a token', async () => {
    expect(await titles({ q: 'zelda' })).toEqual([
      'The Legend of Zelda: Breath of the Wild',
      'The Legend of Zelda: Tears of the Kingdom',
      "Zelda: Link's Awakening",
    ]);
    expect(await titles({ q: 'kratos' })).toEqual(['God of War Ragnarok']);
    expect(await titles({ q: '"tears of the kingdom"' })).toEqual(['The Legend of Zelda: Tears of the Kingdom']);
    expect(await titles({ q: 'pokemon' })).toEqual([]);
  });

  it('still finds a title through a misspelt word', async () => {
    expect(await titles({ q: 'zelda breth' })).toEqual(['The Legend of Zelda: Breath of the Wild']);
    expect(await titles({ q: 'odysey' })).toEqual(['Super Mario Odyssey']);
  });

  it.each([
    ['zeldo breth', 'zelda breath'],
    ['tears kingdm', 'tears kingdom'],
    ['supr mario odysey', 'super mario odyssey'],
    ['zeldo marip', 'zelda mario'],
    ['grann turismo', 'gran turismo'],
  ])('finds for the misspelt words "%s" what "%s" finds', async (misspelt, correct) => {
    const found = await titles({ q: misspelt });
    expect(found).toEqual(await titles({ q: correct }));
  });

  it('sends the corrected query once, as one tsquery parameter, not rebuilt on every row', async () => {
    const sent: Array<{ sql: string; params: unknown[] }> = [];
    const recording = {
      query: <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => {
        sent.push({ sql, params });
        return ctx.db.query<T>(sql, params);
      },
    };
    const search = { verifiedOnly: false, availableOnly: true, sort: 'newest' as const, q: 'zeldo breth' };
    const rows = await searchProducts(recording, search, { limit: 24 });
    expect(rows.map((row) => row.title)).toEqual(['The Legend of Zelda: Breath of the Wild']);
    const statement = sent[sent.length - 1]!;
    expect(statement.sql).toContain("p.search_doc @@ (websearch_to_tsquery('english', $1) || $2::tsquery)");
    expect(statement.sql).not.toMatch(/unnest|to_tsquery\('simple'/);
    expect(statement.params.slice(0, 2)).toEqual(['zeldo breth', "'breath' & 'zelda'"]);
  });

  it('finds a common query of several words newest first, walking the order, as exactly as a rare one', async () => {
    // 1 200 listings of one title: "mario kart deluxe" is common (the planner, taking its words as
    // independent, would think it rare).
    await ctx.db.query(
      `INSERT INTO products (seller_id, category_id, title, condition, description, location, mobile,
         orgprice_cents, resprice_cents, use_year, puryear, image_url, created_at)
       SELECT $1, $2, 'Mario Kart 8 Deluxe', 'Good', 'Cartridge only', 'Austin, TX', '+1 512 555 0100', 6000, 3000 + n,
         1, 2022, $3, now() - n * interval '1 minute' FROM generate_series(1, 1200) AS n`,
      [seller.id, categories.nintendo, PRODUCT_IMAGE],
    );
    await ctx.db.query(
      `INSERT INTO search_words (word) SELECT unnest(tsvector_to_array(to_tsvector('english', 'Mario Kart 8 Deluxe')))
       ON CONFLICT DO NOTHING`,
    );
    try {
      const newest = await ctx.db.query<{ id: string }>(
        `SELECT id FROM products WHERE title = 'Mario Kart 8 Deluxe' ORDER BY created_at DESC, id DESC LIMIT 6`,
      );
      const sent: string[] = [];
      const recording = {
        query: <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => {
          sent.push(sql);
          return ctx.db.query<T>(sql, params);
        },
      };
      const filters = { verifiedOnly: false, availableOnly: true, sort: 'newest' as const };
      for (const q of ['mario kart deluxe', 'mario kart deluxx']) {
        const rows = await searchProducts(recording, { ...filters, q }, { limit: 5 });
        expect(rows.map((row) => row.id)).toEqual(newest.map((row) => row.id));
        expect(sent[sent.length - 1]).toContain('ts_match_vq(p.search_doc,');
      }
      const { nextCursor } = await search({ q: 'mario kart deluxe', limit: 3 });
      const page = await search({ q: 'mario kart deluxe', limit: 3, cursor: nextCursor! });
      expect(page.items.map((item) => item._id)).toEqual(newest.slice(3, 6).map((row) => row.id));
    } finally {
      await ctx.db.query(`UPDATE products SET archived_at = now() WHERE title = 'Mario Kart 8 Deluxe'`);
    }
  });

  it('limits public searches per client address (RATE_LIMIT_SEARCH)', async () => {
    try {
      await ctx.restart({ RATE_LIMIT_SEARCH: '3' });
      const from = (remoteAddress: string) =>
        call(ctx, undefined, endpoints.searchProducts, { query: { q: 'zelda' }, remoteAddress });
      for (let i = 0; i < 3; i += 1) expect((await from('10.0.0.61')).statusCode).toBe(200);
      const limited = await from('10.0.0.61');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many requests; try again in \d+ seconds$/);
      expect((await from('10.0.0.62')).statusCode).toBe(200);
    } finally {
      await ctx.restart();
    }
  });

  it('filters by category, condition, price range and verified sellers', async () => {
    expect(await titles({ category: categories.sony })).toEqual(['God of War Ragnarok', 'Gran Turismo 7']);
    expect(await titles({ q: 'zelda', condition: 'Good' })).toEqual(['The Legend of Zelda: Breath of the Wild']);
    expect(await titles({ minPrice: 30, maxPrice: 40 })).toEqual([
      'The Legend of Zelda: Breath of the Wild',
      'Super Mario Odyssey',
      'God of War Ragnarok',
    ]);
    expect(await titles({ verified: true })).toEqual([
      'The Legend of Zelda: Tears of the Kingdom',
      'Super Mario Odyssey',
    ]);
  });

  it('sorts by price both ways and by the discount a card shows', async () => {
    expect(await titles({ q: 'zelda', sort: 'price_asc' })).toEqual([
      "Zelda: Link's Awakening",
      'The Legend of Zelda: Breath of the Wild',
      'The Legend of Zelda: Tears of the Kingdom',
    ]);
    expect(await titles({ q: 'zelda', sort: 'price_desc' })).toEqual([
      'The Legend of Zelda: Tears of the Kingdom',
      'The Legend of Zelda: Breath of the Wild',
      "Zelda: Link's Awakening",
    ]);
    // 66 %, 50 %, 42 %, 42 %, 21 %, 10 %: ties in the newer-id order.
    const byDiscount = await titles({ sort: 'discount' });
    expect(byDiscount[0]).toBe("Zelda: Link's Awakening");
    expect(byDiscount[1]).toBe('Super Mario Odyssey');
    expect(byDiscount.slice(-2)).toEqual(['The Legend of Zelda: Tears of the Kingdom', 'Gran Turismo 7']);
  });

  it('hides sold listings unless available=false', async () => {
    const buyer = await ctx.user('buyer');
    const productId = await createProduct(ctx, seller, categories.sony!, { title: 'Bloodborne Game of the Year' });
    const bookingId = await book(ctx, buyer, productId);
    await record(ctx, buyer, bookingId, await payWithCard(ctx, buyer, bookingId));
    expect(await titles({ q: 'bloodborne' })).toEqual([]);
    expect(await titles({ q: 'bloodborne', available: false })).toEqual(['Bloodborne Game of the Year']);
  });

  it.each(['newest', 'price_asc', 'price_desc', 'discount'])(
    'pages by cursor in %s order without skipping or repeating when listings arrive',
    async (sort) => {
      const all = (await search({ sort, limit: 48 })).items.map((item) => item._id);
      const first = await search({ sort, limit: 2 });
      expect(first.items.map((item) => item._id)).toEqual(all.slice(0, 2));
      // New listings between pages, one at each end of every order.
      await createProduct(ctx, seller, categories.nintendo!, { title: 'Cheap newcomer', orgprice: 100, resprice: 1 });
      await createProduct(ctx, seller, categories.nintendo!, { title: 'Dear newcomer', orgprice: 999, resprice: 999 });
      const seen = [...first.items.map((item) => item._id)];
      let cursor = first.nextCursor;
      while (cursor) {
        const page = await search({ sort, limit: 2, cursor });
        seen.push(...page.items.map((item) => item._id));
        cursor = page.nextCursor;
      }
      expect(seen.filter((id) => all.includes(id))).toEqual(all);
      expect(new Set(seen).size).toBe(seen.length);
      await ctx.db.query(`UPDATE products SET archived_at = now() WHERE title LIKE '%newcomer'`);
    },
  );

  it.each([
    ['sort=cheapest', 'sort must be one of: newest, price_asc, price_desc, discount'],
    ['limit=49', 'limit must be at most 48'],
    ['limit=0', 'limit must be at least 1'],
    ['minPrice=-1', 'minPrice must be at least 0'],
    ['minPrice=50&maxPrice=10', 'minPrice cannot be more than maxPrice'],
    ['condition=Mint', 'condition must be one of: Excellent, Good, Fair'],
    ['category=nintendo', 'category is not a valid id'],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor is not valid: use the nextCursor of the previous page'],
    ['colour=red', 'colour is not a field of this request'],
    ['q=a&q=b', 'The query parameter "q" may be given only once'],
  ])('answers 400 with a message to %s', async (query, message) => {
    // The query as it is written (a parameter given twice among them).
    const response = await call(ctx, undefined, endpoints.searchProducts, { query });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("refuses a cursor of another sort order instead of answering another order's page", async () => {
    const { nextCursor } = await search({ sort: 'newest', limit: 1 });
    const response = await call(ctx, undefined, endpoints.searchProducts, {
      query: { sort: 'price_asc', cursor: nextCursor! },
    });
    expect(response.statusCode).toBe(400);
  });
});

// PostgreSQL only: PGlite runs no timers. A loop, not describe.each, which refuses an empty list (no PostgreSQL).
for (const engine of ENGINES.filter((candidate) => candidate === 'postgres')) {
  describe(`a read that runs too long (${engine})`, () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(engine, { env: { DATABASE_STATEMENT_TIMEOUT_MS: '300' } });
    });
    afterAll(() => ctx.close());

    it('is cut off by PostgreSQL after DATABASE_STATEMENT_TIMEOUT_MS and answered 503, not held', async () => {
      const search = () => call(ctx, undefined, endpoints.searchProducts, { query: { q: 'zelda' } });
      // Whatever keeps the search from finishing (here a lock held elsewhere), it gives up in time.
      await ctx.db.transaction(async (tx) => {
        await tx.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
        const stuck = await search();
        expect([stuck.statusCode, stuck.json()]).toEqual([503, { message: 'This took too long; please try again' }]);
      });
      expect((await search()).statusCode).toBe(200);
    });
  });
}

describe.each(ENGINES)('pages of the spec lists (%s)', (engine) => {
  let ctx: TestContext, seller: TestUser, categoryId: string;
  let buyer: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    ({ ctx, seller, categoryId } = await openShop(engine));
    [buyer, admin] = [await ctx.user('buyer'), await ctx.user('admin')];
    for (let i = 0; i < 5; i += 1) {
      const productId = await createProduct(ctx, seller, categoryId, { title: `Listing number ${i}` });
      await call(ctx, seller, endpoints.advertiseProduct, { body: { productId } });
      await book(ctx, buyer, productId);
      await call(ctx, buyer, endpoints.reportProduct, { body: { productId } });
      await ctx.user('buyer');
      await ctx.user('seller');
    }
  });
  afterAll(() => ctx.close());

  /** Follows X-Next-Cursor from the first page of `limit` rows to the last; answers every page's ids. */
  async function allPages(endpoint: Endpoint, options: CallOptions, caller: Caller) {
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const response = await call(ctx, caller, endpoint, { ...options, query: { limit: 2, cursor } });
      expect(response.statusCode).toBe(200);
      pages.push(response.json<Array<{ _id: string }>>().map((item) => item._id));
      cursor = response.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    return pages;
  }

  const lists: Array<[Endpoint, 'none' | 'seller' | 'buyer' | 'admin']> = [
    [endpoints.listCategoryProducts, 'none'],
    [endpoints.listAdvertised, 'none'],
    [endpoints.listMyProducts, 'seller'],
    [endpoints.listMyBookings, 'buyer'],
    [endpoints.listBuyers, 'admin'],
    [endpoints.listSellers, 'admin'],
    [endpoints.listReports, 'admin'],
  ];
  it.each(
    // Named by path, the category's id as `{category}`.
    lists.map(([endpoint, caller]) => [endpoint.path.replace(':id', '{category}'), endpoint, caller] as const),
  )('%s keeps its array shape and pages with ?limit= and X-Next-Cursor', async (_path, endpoint, caller) => {
    const options = endpoint === endpoints.listCategoryProducts ? { params: { id: categoryId } } : {};
    const user = { none: undefined, seller, buyer, admin }[caller];
    const whole = await call(ctx, user, endpoint, options);
    expect(whole.headers['x-next-cursor']).toBeUndefined();
    const everything = whole.json<Array<{ _id: string }>>().map((item) => item._id);
    expect(everything.length).toBeGreaterThanOrEqual(5);

    const pages = await allPages(endpoint, options, user);
    expect(pages.slice(0, -1).every((page) => page.length === 2)).toBe(true);
    expect(pages.flat()).toEqual(everything);
  });

  it('answers at most 100 rows and refuses a bigger page or a broken cursor', async () => {
    expect(
      (
        await call(ctx, undefined, endpoints.listCategoryProducts, {
          params: { id: categoryId },
          query: { limit: 101 },
        })
      ).statusCode,
    ).toBe(400);
    const broken = await call(ctx, admin, endpoints.listBuyers, { query: { cursor: 'xyz' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/cursor is not valid/);
    await ctx.db.query(
      `INSERT INTO products (seller_id, category_id, title, condition, description, location, mobile, orgprice_cents, resprice_cents, use_year, puryear, image_url)
       SELECT $1, $2, 'Bulk ' || n, 'Good', 'Bulk listing', 'Austin', '+1 512 555 0100', 1000, 500, 1, 2020, 'http://api.test/p.png' FROM generate_series(1, 120) AS n`,
      [seller.id, categoryId],
    );
    ctx.app.publicCache.clear(); // written behind the API's back
    const first = await call(ctx, undefined, endpoints.listCategoryProducts, { params: { id: categoryId } });
    expect(first.json()).toHaveLength(100);
    expect(first.headers['x-next-cursor']).toEqual(expect.any(String));
    const cors = await call(ctx, undefined, endpoints.listCategoryProducts, {
      params: { id: categoryId },
      headers: { origin: 'http://localhost:3000' },
    });
    // The page's cursor, and the trace id an error's reference quotes.
    expect(cors.headers['access-control-expose-headers']).toBe('X-Next-Cursor, X-Trace-Id');
  });
});

describe.each(ENGINES)('search results cached for a short time (%s)', (engine) => {
  /** Without `headers`: a visitor from an address of their own (every other call comes from 127.0.0.1). */
  const titlesOf = async (ctx: TestContext, query: SearchQuery, headers?: Record<string, string>) => {
    const response = await call(ctx, headers, endpoints.searchProducts, {
      query,
      ...(headers ? {} : { remoteAddress: '203.0.113.9' }),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: Array<{ title: string }> }>().items.map((item) => item.title);
  };

  /** Runs `test` on an app that caches searches for `ttl` ms, with a seller, a buyer and a category; closes it after. */
  async function withSearchCache(ttl: string, test: (shop: Shop & { buyer: TestUser }) => Promise<void>) {
    const shop = await openShop(engine, { env: { SEARCH_CACHE_TTL_MS: ttl }, categoryName: 'Nintendo' });
    try {
      await test({ ...shop, buyer: await shop.ctx.user('buyer') });
    } finally {
      await shop.ctx.close();
    }
  }

  test('others get the cached page until it expires; whoever changed a listing sees the change at once', async () => {
    // Long enough that nothing expires during the test.
    await withSearchCache('600000', async ({ ctx, seller, buyer, categoryId: category }) => {
      expect(await titlesOf(ctx, { q: 'pikmin' }, buyer.auth)).toEqual([]);
      expect(await titlesOf(ctx, { q: 'pikmin' })).toEqual([]);

      await createProduct(ctx, seller, category, { title: 'Pikmin 4' });
      expect(await titlesOf(ctx, { q: 'pikmin' }, seller.auth)).toEqual(['Pikmin 4']);
      // The same question from others: the cached answer, by user and by address alike.
      expect(await titlesOf(ctx, { q: 'pikmin' }, buyer.auth)).toEqual([]);
      expect(await titlesOf(ctx, { q: 'pikmin' })).toEqual([]);
      // Another question is asked of the database.
      expect(await titlesOf(ctx, { q: 'pikmin', sort: 'price_asc' }, buyer.auth)).toEqual(['Pikmin 4']);
    });
  });

  test('SEARCH_CACHE_TTL_MS=0 answers every search from the database', async () => {
    await withSearchCache('0', async ({ ctx, seller, buyer, categoryId: category }) => {
      expect(await titlesOf(ctx, { q: 'pikmin' }, buyer.auth)).toEqual([]);
      await createProduct(ctx, seller, category, { title: 'Pikmin 4' });
      expect(await titlesOf(ctx, { q: 'pikmin' }, buyer.auth)).toEqual(['Pikmin 4']);
    });
  });
});
