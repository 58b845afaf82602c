import { type Product } from '@replay/contract';
import { Modal, type ConfirmedAction } from '@replay/platform';

/** The close confirmation; closes on success and on failure. */
export function CloseProductModal({ action }: { action: ConfirmedAction<Product> }) {
  return (
    <Modal title="Close this listing?" confirmLabel="Close listing" {...action.modalProps}>
      {action.target && (
        <p>
          <strong>{action.target.title}</strong> leaves the site&apos;s lists, search and the home carousel until you
          reopen it. Bookings not yet paid are cancelled, and their buyers and those who saved it are told.
        </p>
      )}
    </Modal>
  );
}
