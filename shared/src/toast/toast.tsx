import { ToastContainer, toast } from 'react-toastify';
import { getErrorMessage } from '../errors/get-error-message';

/** The page's one toast container (spec section 9): at most 20, top-center, 4000 ms. */
export function Toaster() {
  return <ToastContainer limit={20} position="top-center" autoClose={4000} />;
}

/** Success toasts close after 2000 ms. */
export function notifySuccess(message: string): void {
  toast.success(message, { autoClose: 2000 });
}

/** Shows any error's message (the server's `message` for API errors). */
export function notifyError(error: unknown): void {
  toast.error(getErrorMessage(error));
}

export function notify(message: string): void {
  toast(message);
}
