/**
 * The page's inline script (dist/early-requests.js, written into every page the shell's server
 * answers, after #startup-data): starts the API requests the page makes first, and the signed-in
 * user's photo, while the rest of the HTML and the scripts download. See
 * @replay/platform/start-early-requests. A build of its own (no federation): it may import the contract.
 */
import { startPageRequests } from '@replay/platform/start-early-requests';
import { preloadSignedInPhoto } from '@replay/platform/preload-photo';
import { startupData } from './startup-requests';

const data = startupData();
startPageRequests(data.page?.requests);
preloadSignedInPhoto(data.config?.apiUrl);
