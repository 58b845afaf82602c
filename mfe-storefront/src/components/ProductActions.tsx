import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { type Product } from '@replay/contract';
import { Button, ButtonRow } from '@replay/platform';
import { useBookingAccess } from '../hooks/use-booking-access';
import { prefetch } from '../utils/prefetch';
import { SaveButton } from './SaveButton';

// The modals (and the form library under them) are not part of a product list's first screen:
// their code loads when a button is pointed at, focused or pressed.
const loadBooking = () => import('./BookingModal');
const loadReport = () => import('./ReportModal');
const BookingModal = lazy(async () => ({ default: (await loadBooking()).BookingModal }));
const ReportModal = lazy(async () => ({ default: (await loadReport()).ReportModal }));

const Note = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/**
 * Book (buyers, available products only) and Report, each opening its modal, and the buyer's Save
 * heart. A card shows a sold product's Book as a disabled "Sold"; the product page
 * (`bookOnlyAvailable`) shows no Book at all for a listing that is not available. `besideBook`
 * follows Book in the row (the product page's Make an offer).
 */
export function ProductActions({
  product,
  bookOnlyAvailable = false,
  besideBook,
}: {
  product: Product;
  bookOnlyAvailable?: boolean;
  besideBook?: ReactNode;
}) {
  const access = useBookingAccess();
  const [open, setOpen] = useState<'book' | 'report' | null>(null);
  const close = () => setOpen(null);

  return (
    <ButtonRow>
      {bookOnlyAvailable && product.state !== 'available' ? null : access === 'not-buyer' ? (
        <Note>Only buyers can book products.</Note>
      ) : (
        <Button
          type="button"
          $small
          disabled={access === 'pending' || !product.status}
          onClick={() => setOpen('book')}
          onPointerEnter={prefetch(loadBooking)}
          onFocus={prefetch(loadBooking)}
          aria-label={product.status ? `Book ${product.title}` : `${product.title} is sold`}
        >
          {product.status ? 'Book' : 'Sold'}
        </Button>
      )}
      {besideBook}
      <Button
        type="button"
        $small
        $variant="ghost"
        onClick={() => setOpen('report')}
        onPointerEnter={prefetch(loadReport)}
        onFocus={prefetch(loadReport)}
        aria-label={`Report ${product.title}`}
      >
        Report
      </Button>
      <SaveButton product={product} />
      <Suspense fallback={null}>
        {open === 'book' && <BookingModal product={product} onClose={close} />}
        {open === 'report' && <ReportModal product={product} onClose={close} />}
      </Suspense>
    </ButtonRow>
  );
}
