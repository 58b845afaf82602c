// Realistic generated listings for the benchmarks that need a large catalogue (catalog.mjs,
// load.mjs): titles from real games and consoles of the four demo categories, prices, conditions,
// dates over three years, about 10 % sold; the same rows on every run (a seeded generator),
// streamed into PostgreSQL with COPY.

export const PLATFORMS = {
  PlayStation: ['PS5', 'PS4', 'PS3', 'PS2', 'PS1', 'PS Vita'],
  Xbox: ['Xbox Series X', 'Xbox One', 'Xbox 360', 'Xbox'],
  Nintendo: ['Switch', 'Wii U', 'Wii', '3DS', 'DS', 'GameCube', 'N64', 'SNES', 'Game Boy Advance'],
  'PC & Retro': ['PC', 'Mega Drive', 'Dreamcast', 'Saturn', 'Master System', 'Neo Geo'],
};
const GAMES = {
  PlayStation: [
    'God of War Ragnarok',
    'The Last of Us Part II',
    'Uncharted 4',
    'Gran Turismo 7',
    "Marvel's Spider-Man",
    'Bloodborne',
    'Horizon Forbidden West',
    'Ghost of Tsushima',
    'Final Fantasy VII',
    'Metal Gear Solid',
    'Crash Bandicoot',
    'Spyro the Dragon',
    'Ratchet & Clank',
    'Demon Souls',
    'Shadow of the Colossus',
    'Ico',
    'Persona 5',
    'Kingdom Hearts',
  ],
  Xbox: [
    'Halo Infinite',
    'Halo 3',
    'Forza Horizon 5',
    'Gears of War',
    'Fable II',
    'Starfield',
    'Sea of Thieves',
    'Banjo-Kazooie',
    'Perfect Dark Zero',
    'Red Dead Redemption 2',
    'Mass Effect Trilogy',
    'Alan Wake',
  ],
  Nintendo: [
    'The Legend of Zelda: Breath of the Wild',
    'The Legend of Zelda: Tears of the Kingdom',
    'The Legend of Zelda: Ocarina of Time',
    'Super Mario Odyssey',
    'Super Mario 64',
    'Super Mario Kart',
    'Mario Kart 8 Deluxe',
    'Animal Crossing: New Horizons',
    'Pokemon Scarlet',
    'Pokemon Red',
    'Metroid Prime',
    'Super Smash Bros. Ultimate',
    'Donkey Kong Country',
    'Kirby and the Forgotten Land',
    'Splatoon 3',
    'Fire Emblem: Three Houses',
    'Xenoblade Chronicles 3',
    'Luigi Mansion 3',
  ],
  'PC & Retro': [
    'Half-Life 2',
    'Baldurs Gate 3',
    'Elden Ring',
    'The Witcher 3',
    'Sonic the Hedgehog',
    'Streets of Rage 2',
    'Shenmue',
    'Panzer Dragoon',
    'Metal Slug',
    'Diablo II',
    'StarCraft',
    'Age of Empires II',
    'Doom',
    'Cyberpunk 2077',
  ],
};
const EDITIONS = [
  '',
  '',
  '',
  ' Game of the Year Edition',
  " Collector's Edition",
  ' Complete in Box',
  ' Steelbook',
  ' Limited Edition',
];
const HARDWARE = [
  'Console 1 TB',
  'Console, boxed',
  'Controller',
  'Wireless Controller',
  'Memory Card',
  'Console Bundle with 2 Games',
];
const CONDITIONS = ['Excellent', 'Good', 'Good', 'Fair'];
const NOTES = [
  'Disc is clean and plays perfectly.',
  'Case has light wear; manual included.',
  'Tested this week, works great.',
  'Smoke-free home, always kept on a shelf.',
  'Cartridge label is a little faded, saves work.',
  'Comes with the original box and inserts.',
  'A few light scratches that do not affect play.',
  'Bought new, played once, like new.',
];
const CITIES = [
  'Austin, TX',
  'Denver, CO',
  'Portland, OR',
  'Chicago, IL',
  'Boston, MA',
  'Seattle, WA',
  'Miami, FL',
  'Phoenix, AZ',
];

/** A seeded generator, so every run loads the same catalogue. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
export const pick = (rand, list) => list[Math.floor(rand() * list.length)];

const NOW = Date.now();
const THREE_YEARS = 3 * 365 * 24 * 3_600_000;
const tsv = (value) => String(value).replace(/[\t\n\\]/g, ' ');

/** `count` listing rows as COPY text, starting at row `offset`. */
export function* listingRows(offset, count, sellers, categories) {
  const rand = random(offset + 7);
  const names = Object.keys(PLATFORMS);
  for (let i = 0; i < count; i += 1) {
    const family = pick(rand, names);
    const platform = pick(rand, PLATFORMS[family]);
    const hardware = rand() < 0.12;
    const title = hardware
      ? `${platform} ${pick(rand, HARDWARE)}`
      : `${pick(rand, GAMES[family])}${pick(rand, EDITIONS)} (${platform})`;
    const orgprice = hardware ? 4_000 + Math.floor(rand() * 56_000) : 1_000 + Math.floor(rand() * 7_000);
    const resprice = Math.max(100, Math.floor(orgprice * (0.25 + rand() * 0.7)));
    const description = `${pick(rand, NOTES)} ${pick(rand, NOTES)} Pick-up or meet in town.`;
    const created = new Date(NOW - Math.floor(rand() * THREE_YEARS)).toISOString();
    const sold = rand() < 0.1;
    yield (
      [
        pick(rand, sellers),
        categories[family],
        title,
        pick(rand, CONDITIONS),
        description,
        pick(rand, CITIES),
        '+1 512 555 0100',
        orgprice,
        resprice,
        1 + Math.floor(rand() * 8),
        2015 + Math.floor(rand() * 9),
        'http://localhost:5000/images/demo-product-ps5.jpg',
        !sold && rand() < 0.01,
        !sold,
        created,
      ]
        .map(tsv)
        .join('\t') + '\n'
    );
  }
}

export const PRODUCT_COPY = `COPY products (seller_id, category_id, title, condition, description, location, mobile, orgprice_cents,
  resprice_cents, use_year, puryear, image_url, advertise, status, created_at) FROM STDIN`;

/** Text in chunks of many rows, for streaming into COPY. */
export function* chunks(rows, size = 5_000) {
  let chunk = '';
  let n = 0;
  for (const row of rows) {
    chunk += row;
    if (++n === size) {
      yield chunk;
      chunk = '';
      n = 0;
    }
  }
  if (chunk) yield chunk;
}

/** `count` seller accounts (seller-N@bench.replay, about a third verified), by COPY. */
export async function copySellers(copyText, count = 5_000) {
  const rand = random(1);
  let users = '';
  for (let i = 0; i < count; i += 1) users += `seller-${i}@bench.replay\tSeller ${i}\tseller\t${rand() < 0.3}\n`;
  await copyText('COPY users (email, name, role, verified) FROM STDIN', users);
}

/** Category name → id, and the ids of the generated sellers. */
export async function owners(query) {
  const categories = Object.fromEntries(
    (await query('SELECT id, category_name FROM categories')).map((r) => [r.category_name, r.id]),
  );
  const sellers = (await query(`SELECT id FROM users WHERE email LIKE 'seller-%@bench.replay'`)).map((r) => r.id);
  return { categories, sellers };
}

/** The four demo categories (when the demo data is not there) and the sellers, the first time; their ids after. */
export async function seedOwners(query, copyText) {
  const names = Object.keys(PLATFORMS);
  for (const [position, name] of names.entries()) {
    await query('INSERT INTO categories (category_name, img, position) VALUES ($1, $2, $3)', [
      name,
      'http://localhost:5000/images/c.jpg',
      position,
    ]);
  }
  await copySellers(copyText);
  return owners(query);
}

/** After a load: the title vocabulary search corrects against, and fresh planner statistics. */
export async function afterLoad(query) {
  await query(
    `INSERT INTO search_words (word) SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('english', title))) FROM products ON CONFLICT DO NOTHING`,
  );
  await query('VACUUM ANALYZE products');
  await query('VACUUM ANALYZE users');
  await query('VACUUM ANALYZE search_words');
}
