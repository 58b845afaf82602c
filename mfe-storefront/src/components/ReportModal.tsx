import { type Product } from '@replay/contract';
import { ApiClientError, ConfirmModal, notifyError, notifySuccess, useAuth } from '@replay/platform';
import { useCreateReport } from '../api/create-report';

/** 'Confirm reporting this product' with Confirm/Cancel; closes on success ('Report Confirmed') and failure. */
export function ReportModal({ product, onClose }: { product: Product; onClose: () => void }) {
  const { user } = useAuth();
  const report = useCreateReport({
    mutationConfig: {
      onSuccess: () => notifySuccess('Report Confirmed'),
      onError: (error) => {
        // A failure without a server message goes to the console only.
        if (error instanceof ApiClientError && error.status !== undefined) notifyError(error);
        else console.error('Report failed', error);
      },
      onSettled: onClose,
    },
  });

  return (
    <ConfirmModal
      open
      title="Confirm reporting this product"
      confirmLabel="Confirm"
      cancelLabel="Cancel"
      onCancel={onClose}
      busy={report.isPending}
      onConfirm={() =>
        report.mutate({
          email: user?.email ?? undefined,
          data: {
            productId: product._id,
            imageUrl: product.imageUrl,
            title: product.title,
            email: user?.email ?? undefined,
          },
        })
      }
    >
      <p>
        <strong>{product.title}</strong> will be sent to the admin for review.
      </p>
    </ConfirmModal>
  );
}
