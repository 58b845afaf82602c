/**
 * `@replay/contract/endpoints`: every API endpoint, one entry each (see ../endpoint.ts). The server
 * registers its routes from them; `../api.ts` is generated from them (`npm run generate -w @replay/contract`).
 */
export * from './users';
export * from './account';
export * from './catalog';
export * from './listings';
export * from './search';
export * from './admin';
export * from './reports';
export * from './bookings';
export * from './trading';
export * from './payments';
export * from './images';
export * from './notifications';
export * from './messages';
export * from './health';
export * from './operations';
export * from './money';
export * from './audit';
export * from './moderation';
export * from './offers';
export * from './releases';
