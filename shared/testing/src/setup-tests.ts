import '@testing-library/jest-dom';
import { server } from './server';

/*
 * jsdom has <dialog> but not its modal methods: open and close it by its `open` attribute, which
 * is what makes it visible and a `dialog` to Testing Library. Focus and inertness are the
 * browser's; the journeys check them in Chromium.
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

/*
 * Object URLs (a picked file's preview): jsdom has none, and Node's take only Node's own Blobs,
 * not jsdom's Files. Each file gets an address of its own.
 */
let objectUrls = 0;
URL.createObjectURL = () => `blob:http://localhost/${(objectUrls += 1)}`;
URL.revokeObjectURL = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
