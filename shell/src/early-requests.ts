/**
 * The page's inline script (dist/early-requests.js, written into every page the shell's server
 * answers, after #startup-data): starts the API requests the page makes first, the photo the first
 * answer names when the page shows it first (a product's), and the signed-in user's photo, while
 * the rest of the HTML and the scripts download. See @replay/platform/start-early-requests. A build
 * of its own (no federation): it may import the contract.
 */
import { startPageRequests } from '@replay/platform/start-early-requests';
import { preloadPhoto, preloadSignedInPhoto } from '@replay/platform/preload-photo';
import { startupData } from './startup-requests';

const data = startupData();
const apiUrl = data.config?.apiUrl;
startPageRequests(data.page?.requests, {
  // The page's largest image: its download goes first.
  preloadPhoto: typeof apiUrl === 'string' ? (url, sizes) => preloadPhoto(url, sizes, apiUrl, true) : undefined,
});
preloadSignedInPhoto(apiUrl);
