import { lazy, Suspense, useState } from 'react';
import { TouchButton, useSignInGate } from '@replay/platform';
import { prefetch } from '../utils/prefetch';
import type { MakeOfferDialogProps, SentOffer } from './MakeOfferDialog';

// The dialog and the form library under it load when the button is pointed at, focused or pressed.
const loadDialog = () => import('./MakeOfferDialog');
const MakeOfferDialog = lazy(async () => ({ default: (await loadDialog()).MakeOfferDialog }));

/**
 * A button that opens the offer dialog for a product: "Make an offer" on the product page, "Make a
 * new offer" after a seller's counter. `onSent` runs once the offer is taken and the dialog closed.
 * A visitor is sent to sign in first.
 */
export function MakeOfferButton({
  label,
  describedBy,
  onSent,
  large = false,
  className,
  ...dialog
}: Omit<MakeOfferDialogProps, 'onClose' | 'onSent'> & {
  label: string;
  /** The product page's size, beside its main Book. */
  large?: boolean;
  className?: string;
  /** The id of what the button is about, when its label alone does not say (a card's heading). */
  describedBy?: string;
  onSent?: (offer: SentOffer) => void;
}) {
  const [open, setOpen] = useState(false);
  const gate = useSignInGate();
  return (
    <>
      <TouchButton
        type="button"
        className={className}
        $small={!large}
        $variant="secondary"
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        onClick={() => gate() && setOpen(true)}
        onPointerEnter={prefetch(loadDialog)}
        onFocus={prefetch(loadDialog)}
      >
        {label}
      </TouchButton>
      <Suspense fallback={null}>
        {open && (
          <MakeOfferDialog
            {...dialog}
            onClose={() => setOpen(false)}
            onSent={(offer) => {
              setOpen(false);
              onSent?.(offer);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
