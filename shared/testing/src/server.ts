import { setupServer } from 'msw/node';

/**
 * The msw server of every test file, started by the jest preset with
 * `onUnhandledRequest: 'error'`. Tests add handlers with `server.use(...)`; they are reset
 * after each test.
 */
export const server = setupServer();
