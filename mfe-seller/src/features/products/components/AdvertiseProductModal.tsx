import { type Product } from '@replay/contract';
import { Modal, type ConfirmedAction } from '@replay/platform';

/** The advertise confirmation; closes on success and on failure. */
export function AdvertiseProductModal({ action }: { action: ConfirmedAction<Product> }) {
  return (
    <Modal title="Advertise this product?" confirmLabel="Advertise" {...action.modalProps}>
      {action.target && (
        <p>
          <strong>{action.target.title}</strong> will be shown in the advertised products carousel on the home page.
        </p>
      )}
    </Modal>
  );
}
