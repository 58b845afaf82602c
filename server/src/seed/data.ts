import type { ProductDetails, Role } from '@replay/contract';

/** Password of every demo account; the accounts exist only in the local auth emulator. */
export const DEMO_PASSWORD = 'replay123';

export interface DemoAccount {
  email: string;
  name: string;
  role: Role;
  verified: boolean;
  image: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@replay.test', name: 'Ada Admin', role: 'admin', verified: false, image: 'demo-avatar-admin.jpg' },
  { email: 'seller@replay.test', name: 'Sam Seller', role: 'seller', verified: false, image: 'demo-avatar-seller.jpg' },
  { email: 'buyer@replay.test', name: 'Bea Buyer', role: 'buyer', verified: false, image: 'demo-avatar-buyer.jpg' },
  { email: 'retro@replay.test', name: 'Nora Retro', role: 'seller', verified: true, image: 'demo-avatar-retro.jpg' },
];

export const DEMO_CATEGORIES = [
  { name: 'PlayStation', image: 'demo-category-playstation.jpg' },
  { name: 'Xbox', image: 'demo-category-xbox.jpg' },
  { name: 'Nintendo', image: 'demo-category-nintendo.jpg' },
  { name: 'PC & Retro', image: 'demo-category-pc-retro.jpg' },
];

/** A demo listing: the seller's details, with its seller, category and seed image named. */
export interface DemoProduct extends Omit<ProductDetails, 'category_id' | 'imageUrl'> {
  seller: string;
  category: string;
  image: string;
  advertise: boolean;
  /** How long ago it was listed, in hours. */
  listedHoursAgo: number;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    seller: 'seller@replay.test',
    category: 'PlayStation',
    title: 'PlayStation 5 Disc Edition (825 GB)',
    condition: 'Excellent',
    description:
      'Bought at launch, used mostly for weekend sessions. Comes with the original box, one DualSense controller, HDMI and power cables. No scratches on the shell, fan is quiet, firmware up to date.',
    location: 'Austin, TX',
    mobile: '+1 512 555 0142',
    orgprice: 499.99,
    resprice: 379,
    useYear: 2,
    puryear: 2022,
    image: 'demo-product-ps5.jpg',
    advertise: true,
    listedHoursAgo: 5,
  },
  {
    seller: 'seller@replay.test',
    category: 'PlayStation',
    title: 'The Last of Us Part II (PS4)',
    condition: 'Good',
    description:
      'Disc is clean and plays perfectly on PS4 and PS5. Case has a small crack on the back corner; the artwork insert is intact.',
    location: 'Austin, TX',
    mobile: '+1 512 555 0142',
    orgprice: 39.99,
    resprice: 14.5,
    useYear: 3,
    puryear: 2020,
    image: 'demo-product-tlou2.jpg',
    advertise: false,
    listedHoursAgo: 30,
  },
  {
    seller: 'seller@replay.test',
    category: 'PlayStation',
    title: 'DualSense Wireless Controller – Midnight Black',
    condition: 'Good',
    description:
      'Works perfectly, adaptive triggers and haptics feel like new. Light wear on the thumbsticks. USB-C cable included.',
    location: 'Austin, TX',
    mobile: '+1 512 555 0142',
    orgprice: 74.99,
    resprice: 45,
    useYear: 1,
    puryear: 2023,
    image: 'demo-product-dualsense.jpg',
    advertise: false,
    listedHoursAgo: 52,
  },
  {
    seller: 'seller@replay.test',
    category: 'Xbox',
    title: 'Xbox Series X 1 TB',
    condition: 'Excellent',
    description:
      'Lightly used, always kept on a shelf with good airflow. Includes controller, HDMI 2.1 cable and the original packaging. Factory reset and ready for a new owner.',
    location: 'Denver, CO',
    mobile: '+1 303 555 0178',
    orgprice: 499,
    resprice: 360,
    useYear: 2,
    puryear: 2022,
    image: 'demo-product-series-x.jpg',
    advertise: false,
    listedHoursAgo: 8,
  },
  {
    seller: 'seller@replay.test',
    category: 'Xbox',
    title: 'Halo Infinite (Xbox Series X|S)',
    condition: 'Excellent',
    description: 'Played through the campaign once. Disc and case in mint condition, code already redeemed.',
    location: 'Denver, CO',
    mobile: '+1 303 555 0178',
    orgprice: 59.99,
    resprice: 19.99,
    useYear: 1,
    puryear: 2022,
    image: 'demo-product-halo.jpg',
    advertise: false,
    listedHoursAgo: 75,
  },
  {
    seller: 'retro@replay.test',
    category: 'Xbox',
    title: 'Xbox Elite Wireless Controller Series 2',
    condition: 'Good',
    description:
      'All paddles, spare thumbsticks, D-pads and the charging dock included in the carrying case. Battery still holds a full day of play.',
    location: 'Portland, OR',
    mobile: '+1 503 555 0119',
    orgprice: 179.99,
    resprice: 110,
    useYear: 2,
    puryear: 2021,
    image: 'demo-product-elite.jpg',
    advertise: true,
    listedHoursAgo: 20,
  },
  {
    seller: 'seller@replay.test',
    category: 'Nintendo',
    title: 'Nintendo Switch OLED – White',
    condition: 'Excellent',
    description:
      'Screen protector applied from day one, so the OLED panel is flawless. Dock, Joy-Cons, grip and all cables in the original box.',
    location: 'Austin, TX',
    mobile: '+1 512 555 0142',
    orgprice: 349.99,
    resprice: 265,
    useYear: 1,
    puryear: 2023,
    image: 'demo-product-switch-oled.jpg',
    advertise: true,
    listedHoursAgo: 3,
  },
  {
    seller: 'retro@replay.test',
    category: 'Nintendo',
    title: 'The Legend of Zelda: Tears of the Kingdom',
    condition: 'Excellent',
    description: 'Cartridge and case only, no scratches. Finished the story and moving on to something new.',
    location: 'Portland, OR',
    mobile: '+1 503 555 0119',
    orgprice: 69.99,
    resprice: 45,
    useYear: 1,
    puryear: 2023,
    image: 'demo-product-totk.jpg',
    advertise: false,
    listedHoursAgo: 44,
  },
  {
    seller: 'retro@replay.test',
    category: 'Nintendo',
    title: 'Super Mario Odyssey',
    condition: 'Fair',
    description: 'Cartridge works perfectly; the case is scuffed and the cover sheet has a small tear.',
    location: 'Portland, OR',
    mobile: '+1 503 555 0119',
    orgprice: 59.99,
    resprice: 27,
    useYear: 5,
    puryear: 2018,
    image: 'demo-product-odyssey.jpg',
    advertise: false,
    listedHoursAgo: 120,
  },
  {
    seller: 'retro@replay.test',
    category: 'PC & Retro',
    title: 'Super Nintendo (SNES) with 2 controllers',
    condition: 'Good',
    description:
      'Original 1992 console, cleaned and tested. Slight yellowing on the shell, as usual for its age. Two controllers, RF and AV cables, power supply included.',
    location: 'Portland, OR',
    mobile: '+1 503 555 0119',
    orgprice: 199.99,
    resprice: 149,
    useYear: 30,
    puryear: 1992,
    image: 'demo-product-snes.jpg',
    advertise: true,
    listedHoursAgo: 12,
  },
  {
    seller: 'retro@replay.test',
    category: 'PC & Retro',
    title: 'Sega Mega Drive II + Sonic the Hedgehog 2',
    condition: 'Fair',
    description:
      'Model 2 console with one controller and Sonic 2 cartridge. Cosmetic scratches on top; video output is clean over AV.',
    location: 'Portland, OR',
    mobile: '+1 503 555 0119',
    orgprice: 99.99,
    resprice: 89,
    useYear: 28,
    puryear: 1994,
    image: 'demo-product-megadrive.jpg',
    advertise: false,
    listedHoursAgo: 96,
  },
  {
    seller: 'retro@replay.test',
    category: 'PC & Retro',
    title: 'Game Boy Color – Atomic Purple',
    condition: 'Good',
    description:
      'Screen has no dead pixels and the speaker is crisp. Battery cover included. A great pocket companion for the classics.',
    location: 'Portland, OR',
    mobile: '+1 503 555 0119',
    orgprice: 79.95,
    resprice: 64.5,
    useYear: 25,
    puryear: 1999,
    image: 'demo-product-gbc.jpg',
    advertise: false,
    listedHoursAgo: 150,
  },
];
