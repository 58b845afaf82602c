import { startupRequests } from './startup-requests';

// /config.json and /remotes.json are requested now, while the shared modules load.
startupRequests();
// The async boundary: shared dependencies are negotiated before any of them is imported.
void import('./bootstrap');
