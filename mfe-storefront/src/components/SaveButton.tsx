import type { Product } from '@replay/contract';
import { HeartButton, notifyError, useFavourites, useSignInGate, useToggleSaved } from '@replay/platform';
import { useBookingAccess } from '../hooks/use-booking-access';

/**
 * The heart that keeps an item in the buyer's Saved items: named "Save", or "Saved" (pressed)
 * once saved; pressing it again unsaves. A signed-out visitor's heart opens the login page, which
 * brings them back; sellers and admins (who cannot save) see none.
 */
export function SaveButton({ product }: { product: Product }) {
  const access = useBookingAccess();
  const isBuyer = access === 'buyer';
  const favourites = useFavourites({ enabled: isBuyer });
  const toggle = useToggleSaved();
  const signedIn = useSignInGate();
  if (!isBuyer && access !== 'signed-out') return null;
  const saved = favourites.data?.some((item) => item._id === product._id) ?? false;
  const label = saved ? 'Saved' : 'Save';
  return (
    <HeartButton
      type="button"
      $saved={saved}
      aria-pressed={saved}
      aria-label={label}
      title={`${label}: ${product.title}`}
      disabled={isBuyer && (favourites.isPending || toggle.isPending)}
      onClick={() => signedIn() && toggle.mutate({ productId: product._id, saved: !saved }, { onError: notifyError })}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
    </HeartButton>
  );
}
