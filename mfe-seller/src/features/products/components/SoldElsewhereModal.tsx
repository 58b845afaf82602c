import { type Product } from '@replay/contract';
import { Modal, type ConfirmedAction } from '@replay/platform';

/** The sold-elsewhere confirmation (it cannot be undone); closes on success and on failure. */
export function SoldElsewhereModal({ action }: { action: ConfirmedAction<Product> }) {
  return (
    <Modal title="Mark as sold elsewhere?" confirmLabel="Mark as sold" confirmVariant="danger" {...action.modalProps}>
      {action.target && (
        <p>
          <strong>{action.target.title}</strong> will show as Sold for good; it cannot be reopened. Bookings not yet
          paid are cancelled, and their buyers and those who saved it are told.
        </p>
      )}
    </Modal>
  );
}
