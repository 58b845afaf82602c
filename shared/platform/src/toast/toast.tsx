import { Suspense, lazy, useSyncExternalStore } from 'react';
import { SESSION_ENDED_MESSAGE } from '@replay/contract';
import { getErrorMessage } from '../errors/get-error-message';

/**
 * react-toastify is loaded with the first toast, not with the page: most visits show none.
 * Toasts raised before the container has mounted are queued by react-toastify and shown when it does.
 */
const loadToastify = (() => {
  let loading: Promise<typeof import('react-toastify')> | undefined;
  return () => (loading ??= import('react-toastify'));
})();

const ToastContainer = lazy(async () => ({ default: (await loadToastify()).ToastContainer }));

const firstToastListeners = new Set<() => void>();
let toastRequested = false;

function show(raise: (toastify: typeof import('react-toastify')) => void): void {
  if (!toastRequested) {
    toastRequested = true;
    firstToastListeners.forEach((listener) => listener());
  }
  void loadToastify().then(raise);
}

function onFirstToast(listener: () => void): () => void {
  firstToastListeners.add(listener);
  return () => {
    firstToastListeners.delete(listener);
  };
}

/** The page's one toast container: at most 20, top-center, 4000 ms. */
export function Toaster() {
  // Server rendering and hydration start without toasts (the third argument).
  const needed = useSyncExternalStore(
    onFirstToast,
    () => toastRequested,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer limit={20} position="top-center" autoClose={4000} />
    </Suspense>
  );
}

/** Success toasts close after 2000 ms. */
export function notifySuccess(message: string): void {
  show(({ toast }) => toast.success(message, { autoClose: 2000 }));
}

/** The reference a failed API call's toast shows: the first 8 characters of its trace id. */
export function errorReference(error: unknown): string | undefined {
  const traceId = error && typeof error === 'object' ? (error as { traceId?: unknown }).traceId : undefined;
  return typeof traceId === 'string' && traceId.length >= 8 ? traceId.slice(0, 8) : undefined;
}

/**
 * Shows any error's message (the server's `message` for API errors) and, for a failed API call,
 * "Reference: " and the first 8 characters of its trace id, which support finds in the traces and logs.
 * The end of the user's sessions is shown once while it is on screen, however many calls fail with
 * it (the auth provider says it too): nothing support needs to look up.
 */
export function notifyError(error: unknown): void {
  const message = getErrorMessage(error);
  if (message === SESSION_ENDED_MESSAGE) {
    show(({ toast }) => toast.error(message, { toastId: SESSION_ENDED_MESSAGE }));
    return;
  }
  const reference = errorReference(error);
  show(({ toast }) =>
    toast.error(
      reference ? (
        <>
          {message}
          <br />
          <small>Reference: {reference}</small>
        </>
      ) : (
        message
      ),
    ),
  );
}
