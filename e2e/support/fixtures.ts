import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';
import type { EndpointRef } from '@replay/contract';

// The contract is TypeScript published as CommonJS: this ES module loads it through require, which
// Playwright compiles as it does the journeys.
const { api, endpointPath } = createRequire(import.meta.url)('@replay/contract') as typeof import('@replay/contract');
import { PASSWORD } from './site.js';
import { stackPorts } from './stack.js';

/**
 * Fresh users, products and bookings for the journeys, made straight through the auth
 * emulator's REST API and the product API, so each journey starts from its own data and never
 * touches the demo data other specs use. The journeys exercise the site's own forms elsewhere.
 */
const apiUrl = (path: string) => `http://localhost:${stackPorts().apiPort ?? 5000}${path}`;
const emulatorUrl = (path: string) =>
  `http://127.0.0.1:${stackPorts().authPort ?? 9099}/identitytoolkit.googleapis.com/v1/${path}?key=e2e-key`;

/** The fields of the API's Category and Product these journeys read. */
export interface Category {
  _id: string;
  category_name: string;
}
interface Product {
  _id: string;
  title: string;
  imageUrl: string;
  state: 'available' | 'closed' | 'sold';
}
/** One product as GET /product/:id answers: with its photos in order. */
interface ProductDetail extends Product {
  sellerId: string;
  images: string[];
  version: number;
}

export interface FreshUser {
  name: string;
  email: string;
  password: string;
  /** The server's access token (GET /jwt), as the site stores it. */
  accessToken: string;
}

/** The seller's mobile on every product `addProduct` lists. */
export const SELLER_MOBILE = '+351 910 000 000';

/** The description of every product `addProduct` lists. */
export const PRODUCT_DESCRIPTION = 'Listed by the e2e journeys.';

/** What a journey sends to an endpoint: its path parameters, query and JSON body, and whose token. */
interface CallInput {
  params?: object;
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
}

/** Calls an endpoint of the contract (its method and path are the entry's), status and body. */
async function call<T>(endpoint: EndpointRef, input: CallInput = {}): Promise<{ status: number; body: T }> {
  const { params, query, body, token } = input;
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  const response = await fetch(apiUrl(`${endpointPath(endpoint, params)}${search}`), {
    method: endpoint.method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function expectOk<T>(endpoint: EndpointRef, input: CallInput = {}): Promise<T> {
  const { status, body } = await call<T>(endpoint, input);
  if (status >= 300) throw new Error(`${endpoint.method} ${endpoint.path} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

let counter = 0;
/** A unique e-mail for this run. */
export function freshEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@replay.test`;
}

/** The out-of-band codes the auth emulator has issued (its REST API for tests), newest last. */
export async function emulatorOobCodes(): Promise<Array<{ email: string; requestType: string; oobCode: string }>> {
  const response = await fetch(
    `http://127.0.0.1:${stackPorts().authPort ?? 9099}/emulator/v1/projects/demo-replay/oobCodes`,
  );
  return ((await response.json()) as { oobCodes: Array<{ email: string; requestType: string; oobCode: string }> })
    .oobCodes;
}

/** The newest code of `requestType` the emulator issued for `email`, waiting a little for it. */
export async function latestOobCode(email: string, requestType: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const codes = (await emulatorOobCodes()).filter((code) => code.email === email && code.requestType === requestType);
    const code = codes.at(-1)?.oobCode;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${requestType} code for ${email}`);
}

/**
 * Confirms the user's address as its owner would by following the link the API mailed after
 * sign-up: the code is the emulator's (the mail's link carries the same), applied through the API.
 */
export async function confirmEmail(email: string): Promise<void> {
  await expectOk(api.verifyEmail, { body: { oobCode: await latestOobCode(email, 'VERIFY_EMAIL') } });
}

/**
 * Signs a new buyer or seller up the way the site does: account → PUT /users → GET /jwt; the
 * address confirmed through the link mailed at sign-up (`confirmed: false` leaves it unconfirmed).
 */
export async function signUpUser(
  role: 'buyer' | 'seller',
  name: string,
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<FreshUser> {
  const email = freshEmail(`e2e-${role}`);
  const response = await fetch(emulatorUrl('accounts:signUp'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, displayName: name, returnSecureToken: true }),
  });
  const account = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!account.idToken) throw new Error(`emulator sign-up failed: ${account.error?.message ?? response.status}`);

  await expectOk(api.saveUser, {
    token: account.idToken,
    body: { name, email, role, ...(role === 'seller' ? { verified: false } : {}) },
  });
  if (confirmed) await confirmEmail(email);
  const { accessToken } = await expectOk<{ accessToken: string }>(api.getAccessToken, {
    query: { email },
    token: account.idToken,
  });
  return { name, email, password: PASSWORD, accessToken };
}

/** A second admin's address: the stack's ADMIN_EMAILS names it (global-setup), beside the demo's admin. */
export const MODERATOR_EMAIL = 'moderator@replay.test';

/**
 * Signs the second admin up (or in, on a retry): an ADMIN_EMAILS address is an admin from its first
 * save once its owner has proven it is theirs, so the emulator's account is marked verified first
 * (its admin API, as the owner of the project) and a fresh sign-in carries that.
 */
export async function signUpModerator(name: string): Promise<FreshUser> {
  const email = MODERATOR_EMAIL;
  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(emulatorUrl(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ idToken?: string; localId?: string }>);
  const created = await post('accounts:signUp', {
    email,
    password: PASSWORD,
    displayName: name,
    returnSecureToken: true,
  });
  if (created.localId)
    await post(
      'projects/demo-replay/accounts:update',
      { localId: created.localId, emailVerified: true },
      {
        Authorization: 'Bearer owner',
      },
    );
  const signedIn = await post('accounts:signInWithPassword', { email, password: PASSWORD, returnSecureToken: true });
  if (!signedIn.idToken) throw new Error('the moderator could not sign in at the emulator');
  await expectOk(api.saveUser, { token: signedIn.idToken, body: { name, email, role: 'buyer' } });
  const { accessToken } = await expectOk<{ accessToken: string }>(api.getAccessToken, {
    query: { email },
    token: signedIn.idToken,
  });
  return { name, email, password: PASSWORD, accessToken };
}

export async function categoryNamed(name: string): Promise<Category> {
  const categories = await expectOk<Category[]>(api.listCategories);
  const category = categories.find((c) => c.category_name === name);
  if (!category) throw new Error(`no category ${name}`);
  return category;
}

/** Adds a product for the seller in the category (image borrowed from a demo product there); returns its id. */
export async function addProduct(
  seller: FreshUser,
  category: Category,
  title: string,
  details: { resprice?: number; images?: string[] } = {},
): Promise<string> {
  const [demo] = await expectOk<Product[]>(api.listCategoryProducts, { params: { id: category._id } });
  const images = details.images ?? [demo?.imageUrl ?? 'https://example.com/game.png'];
  await expectOk(api.addProduct, {
    token: seller.accessToken,
    body: {
      category_id: category._id,
      title,
      condition: 'Good',
      description: PRODUCT_DESCRIPTION,
      location: 'Lisbon',
      mobile: SELLER_MOBILE,
      orgprice: 60,
      resprice: details.resprice ?? 40,
      useYear: 1,
      puryear: 2023,
      imageUrl: images[0],
      images,
    },
  });
  const products = await expectOk<Product[]>(api.listMyProducts, { token: seller.accessToken });
  const product = products.find((p) => p.title === title);
  if (!product) throw new Error(`product ${title} was not saved`);
  return product._id;
}

/** A new seller named `sellerName` with one product, `title`, in the category `categoryName`. */
export async function sellerWithProduct(
  sellerName: string,
  title: string,
  categoryName = 'Nintendo',
): Promise<{ seller: FreshUser; category: Category; productId: string }> {
  const seller = await signUpUser('seller', sellerName);
  const category = await categoryNamed(categoryName);
  const productId = await addProduct(seller, category, title);
  return { seller, category, productId };
}

/** Removes a journey's product as its seller; one already gone is fine. */
export async function deleteProduct(seller: FreshUser, productId: string): Promise<void> {
  await call(api.deleteProduct, { params: { id: productId }, token: seller.accessToken });
}

/** POST /product/advertise as the product's seller, so it shows in the home carousel. */
export async function advertise(seller: FreshUser, productId: string): Promise<void> {
  await expectOk(api.advertiseProduct, { token: seller.accessToken, body: { productId } });
}

/** GET /product/advertise: what the carousel shows (the API caches it for a few seconds). */
export async function advertisedProductIds(): Promise<string[]> {
  const products = await expectOk<Array<{ productId: string }>>(api.listAdvertised);
  return products.map((product) => product.productId);
}

/** POST /booking as the buyer (the storefront's booking modal has its own journey); returns the booking id. */
export async function bookProduct(buyer: FreshUser, productId: string): Promise<string> {
  const { insertedId } = await expectOk<{ insertedId: string }>(api.bookProduct, {
    token: buyer.accessToken,
    body: { productId, mobile: '+44 20 7946 0000', location: 'Camden Market' },
  });
  return insertedId;
}

/** PUT /favourites/:id as the buyer: the product is in their saved items (the heart has its own journey). */
export async function saveProduct(buyer: FreshUser, productId: string): Promise<void> {
  await expectOk(api.saveFavourite, { params: { productId }, token: buyer.accessToken });
}

/** POST /report as a signed-in user (the report dialog has its own journey). */
export async function reportProduct(user: FreshUser, productId: string): Promise<void> {
  await expectOk(api.reportProduct, { token: user.accessToken, body: { productId } });
}

/** GET /booking: the buyer's bookings as the API stores them. */
export function bookingsOf(
  buyer: FreshUser,
): Promise<Array<{ _id: string; paid: boolean; status: boolean; transactionId?: string }>> {
  return expectOk(api.listMyBookings, { token: buyer.accessToken });
}

/** GET /booking with a buyer's token, status and all: the API's answer to "can this buyer still use the site?". */
export function buyerBookings(buyer: FreshUser) {
  return call<{ message?: string }>(api.listMyBookings, { token: buyer.accessToken });
}

/** The access token of the user signed in on `page`. */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  if (!token) throw new Error('nobody is signed in on this page');
  return token;
}

/** Removes a journey's leftovers with the admin's token; a user already deleted is fine. */
export async function deleteUsers(
  adminToken: string,
  users: Array<{ role: 'buyer' | 'seller'; email: string }>,
): Promise<void> {
  for (const role of ['buyer', 'seller'] as const) {
    const emails = users.filter((u) => u.role === role).map((u) => u.email);
    if (emails.length === 0) continue;
    const [list, remove] = role === 'buyer' ? [api.listBuyers, api.deleteBuyer] : [api.listSellers, api.deleteSeller];
    const listed = await expectOk<Array<{ _id: string; email: string }>>(list, { token: adminToken });
    for (const user of listed.filter((u) => emails.includes(u.email))) {
      await call(remove, { params: { id: user._id }, token: adminToken });
    }
  }
}

/** Pays a booking the way the payment page does, over the API: intent → test card 4242 → record. */
export async function payBooking(buyer: FreshUser, bookingId: string): Promise<void> {
  const token = buyer.accessToken;
  const { clientSecret } = await expectOk<{ clientSecret: string }>(api.createPaymentIntent, {
    token,
    body: { bookingId },
  });
  const confirmed = await expectOk<{ paymentIntent?: { id: string } }>(api.confirmTestCard, {
    token,
    body: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' } },
  });
  if (!confirmed.paymentIntent) throw new Error('the test card was not accepted');
  await expectOk(api.recordPayment, {
    token,
    body: { bookingId, transactionId: confirmed.paymentIntent.id },
  });
}

/** GET /booking/:id as its buyer: the order as their page shows it (its handover code once paid). */
export function bookingOf(buyer: FreshUser, bookingId: string): Promise<{ handoverCode?: string; paid: boolean }> {
  return expectOk(api.getBooking, { params: { id: bookingId }, token: buyer.accessToken });
}

/** POST /booking/:id/problem as the buyer, once the item was handed over; the dispute's id. */
export async function reportProblem(buyer: FreshUser, bookingId: string, details: string): Promise<string> {
  const { disputeId } = await expectOk<{ disputeId: string }>(api.reportProblem, {
    params: { id: bookingId },
    token: buyer.accessToken,
    body: { reason: 'not_working', details },
  });
  return disputeId;
}

/** POST /booking/:id/received as the buyer ("I got it"): the protection window starts. */
export async function confirmReceived(buyer: FreshUser, bookingId: string): Promise<void> {
  await expectOk(api.confirmReceived, { params: { id: bookingId }, token: buyer.accessToken });
}

/** GET /product/:id: one product as the API answers it. */
export function productOf(productId: string): Promise<ProductDetail> {
  return expectOk(api.getProduct, { params: { id: productId } });
}

/** GET /product/:id as `user` (a visitor without one), its JSON as sent (the seller's mobile is never in it). */
export async function productAs(productId: string, user?: FreshUser): Promise<{ status: number; text: string }> {
  const response = await fetch(apiUrl(endpointPath(api.getProduct, { id: productId })), {
    headers: user ? { Authorization: `Bearer ${user.accessToken}` } : {},
  });
  return { status: response.status, text: await response.text() };
}

/** GET /product/:id/contact as `user`: the seller's mobile, for its seller, an admin or a buyer who booked. */
export async function productContactAs(productId: string, user: FreshUser): Promise<{ status: number; text: string }> {
  const response = await fetch(apiUrl(endpointPath(api.getProductContact, { id: productId })), {
    headers: { Authorization: `Bearer ${user.accessToken}` },
  });
  return { status: response.status, text: await response.text() };
}

/** GET /products/search?q= as `user` (a visitor without one), its JSON as sent. */
export async function searchAs(q: string, user?: FreshUser): Promise<{ status: number; text: string }> {
  const response = await fetch(apiUrl(`${endpointPath(api.searchProducts)}?${new URLSearchParams({ q })}`), {
    headers: user ? { Authorization: `Bearer ${user.accessToken}` } : {},
  });
  return { status: response.status, text: await response.text() };
}

/** POST /conversations: a buyer's conversation about a product, or a seller's with a buyer who booked it; its id. */
export async function startConversation(user: FreshUser, productId: string, buyerId?: string): Promise<string> {
  const { _id } = await expectOk<{ _id: string }>(api.startConversation, {
    token: user.accessToken,
    body: buyerId ? { productId, buyerId } : { productId },
  });
  return _id;
}

/** POST /conversations/:id/messages as a member; the message's id. */
export async function sendMessage(user: FreshUser, conversationId: string, body: string): Promise<string> {
  const { _id } = await expectOk<{ _id: string }>(api.sendMessage, {
    params: { id: conversationId },
    token: user.accessToken,
    body: { body, clientId: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  return _id;
}

/** POST /messages/:id/report as the other member (the report dialog has its own journey). */
export async function reportMessage(user: FreshUser, messageId: string): Promise<void> {
  await expectOk(api.reportMessage, { params: { id: messageId }, token: user.accessToken, body: { reason: 'other' } });
}

/** POST /product/images as the seller: a photo only they may put on a listing; returns its address. */
export async function uploadPhoto(seller: FreshUser, file: { name: string; mimeType: string; buffer: Buffer }) {
  const body = new FormData();
  body.append('image', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const response = await fetch(apiUrl(endpointPath(api.uploadProductImage)), {
    method: 'POST',
    headers: { Authorization: `Bearer ${seller.accessToken}` },
    body,
  });
  const answer = (await response.json()) as { data?: { url: string }; message?: string };
  if (!answer.data) throw new Error(`POST /product/images answered ${response.status}: ${answer.message}`);
  return answer.data.url;
}

/** POST /product/:id/close as its seller. */
export async function closeProduct(seller: FreshUser, productId: string): Promise<void> {
  await expectOk(api.closeProduct, { params: { id: productId }, token: seller.accessToken });
}

/** The bytes of a stored image as uploaded (no `?w=`), to tell which file a photo is. */
export async function imageBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
