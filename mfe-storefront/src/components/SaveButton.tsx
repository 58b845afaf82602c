import styled from 'styled-components';
import type { Product } from '@replay/contract';
import { notifyError, useFavourites, useToggleSaved } from '@replay/platform';
import { useBookingAccess } from '../hooks/use-booking-access';

const Heart = styled.button<{ $saved: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  font-size: 1.25rem;
  line-height: 1;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $saved }) => ($saved ? theme.colors.danger : theme.colors.muted)};
  cursor: pointer;
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/**
 * The heart that keeps an item in the buyer's Saved items: named "Save", or "Saved" (pressed)
 * once saved; pressing it again unsaves. Buyers only: nothing for anyone else.
 */
export function SaveButton({ product }: { product: Product }) {
  const isBuyer = useBookingAccess() === 'buyer';
  const favourites = useFavourites({ enabled: isBuyer });
  const toggle = useToggleSaved();
  if (!isBuyer) return null;
  const saved = favourites.data?.some((item) => item._id === product._id) ?? false;
  const label = saved ? 'Saved' : 'Save';
  return (
    <Heart
      type="button"
      $saved={saved}
      aria-pressed={saved}
      aria-label={label}
      title={`${label}: ${product.title}`}
      disabled={favourites.isPending || toggle.isPending}
      onClick={() => toggle.mutate({ productId: product._id, saved: !saved }, { onError: notifyError })}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
    </Heart>
  );
}
