import { type User } from '@replay/contract';
import { Badge, Button, ConfirmModal, useConfirmedAction } from '@replay/platform';
import { useVerifySeller } from '../api/verify-seller';

/**
 * A seller's verification in the Action column: a Verify button behind a confirmation for
 * unverified sellers, a "Verified" badge for verified ones (verification is never undone).
 */
export function useSellerVerification() {
  const verification = useConfirmedAction({
    mutation: useVerifySeller(),
    variablesOf: (seller: User) => seller._id,
    successText: 'Seller Verified',
  });

  const action = (seller: User) =>
    seller.verified ? (
      <Badge $tone="success">Verified</Badge>
    ) : (
      <Button type="button" $small onClick={() => verification.ask(seller)}>
        Verify
      </Button>
    );

  const modal = (
    <ConfirmModal
      title="Verify this seller?"
      confirmLabel="Verify"
      cancelLabel="Cancel"
      confirmVariant="primary"
      {...verification.modalProps}
    >
      {verification.target && (
        <p>
          {verification.target.name} ({verification.target.email}) will show the Verified badge on all of their
          products.
        </p>
      )}
    </ConfirmModal>
  );

  return { action, modal };
}
