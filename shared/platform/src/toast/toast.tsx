import { Suspense, lazy, useSyncExternalStore } from 'react';
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

/** Shows any error's message (the server's `message` for API errors). */
export function notifyError(error: unknown): void {
  const message = getErrorMessage(error);
  show(({ toast }) => toast.error(message));
}
