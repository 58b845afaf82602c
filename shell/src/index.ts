import { startupRequests } from './startup-requests';

// /config.json and /remotes.json are requested now, while the shared modules load.
startupRequests();

/**
 * The async boundary: shared dependencies are negotiated before any of them is imported. The
 * biggest are evaluated one per task, the browser free in between (a prerendered page is already
 * on screen and must answer the visitor), instead of all in one long task with the bootstrap.
 * axios is not among them: the first page's GETs are answered by the early requests, and the API
 * client loads it after the first screen (bootstrap) or with its first network request.
 */
const SHARED_IN_STEPS = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('react-router-dom'),
  () => import('@tanstack/react-query'),
  () => import('@replay/platform'),
];
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void (async () => {
  // main.js's own evaluation (the federation runtime, started above) is one task; sharing starts in the next.
  await nextTask();
  for (const load of SHARED_IN_STEPS) {
    await load();
    await nextTask();
  }
  await import('./bootstrap');
})();
