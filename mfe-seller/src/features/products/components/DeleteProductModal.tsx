import { type Product } from '@replay/contract';
import { ConfirmModal, type ConfirmedAction } from '@replay/platform';

/** "Are you sure?" Yes/No; closes on success and on failure. */
export function DeleteProductModal({ action }: { action: ConfirmedAction<Product> }) {
  return (
    <ConfirmModal {...action.modalProps}>
      {action.target && (
        <p>
          <strong>{action.target.title}</strong> will be deleted for good.
        </p>
      )}
    </ConfirmModal>
  );
}
