import { lazy, Suspense, useState } from 'react';
import styled, { css } from 'styled-components';
import { type Product } from '@replay/contract';
import { ButtonRow, TouchButton, useSignInGate } from '@replay/platform';
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
 * Book, opening the booking form: for buyers; a visitor is sent to sign in first (and comes back
 * here). A sold product's Book is a disabled "Sold"; sellers and admins read that only buyers can
 * book. `large`: the product page's main button, not a card's.
 */
export function BookButton({
  product,
  large = false,
  className,
}: {
  product: Product;
  large?: boolean;
  className?: string;
}) {
  const access = useBookingAccess();
  const gate = useSignInGate();
  const [open, setOpen] = useState(false);

  if (access === 'not-buyer') return <Note className={className}>Only buyers can book products.</Note>;
  return (
    <>
      <TouchButton
        type="button"
        className={className}
        $small={!large}
        aria-haspopup="dialog"
        disabled={access === 'pending' || !product.status}
        onClick={() => gate() && setOpen(true)}
        onPointerEnter={prefetch(loadBooking)}
        onFocus={prefetch(loadBooking)}
        aria-label={product.status ? `Book ${product.title}` : `${product.title} is sold`}
      >
        {product.status ? 'Book' : 'Sold'}
      </TouchButton>
      <Suspense fallback={null}>{open && <BookingModal product={product} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}

/** The product page's Report: a quiet text link beside the page's one main action, still a finger's size. */
const quietLink = css`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 400;
  text-decoration: underline;
`;

const Report = styled(TouchButton)<{ $quiet: boolean }>`
  ${({ $quiet }) => $quiet && quietLink}
`;

/** Report, opening 'Confirm reporting this product'; a visitor is sent to sign in first. */
export function ReportButton({ product, quiet = false }: { product: Product; quiet?: boolean }) {
  const gate = useSignInGate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Report
        type="button"
        $small
        $variant="ghost"
        $quiet={quiet}
        aria-haspopup="dialog"
        onClick={() => gate() && setOpen(true)}
        onPointerEnter={prefetch(loadReport)}
        onFocus={prefetch(loadReport)}
        aria-label={`Report ${product.title}`}
      >
        Report
      </Report>
      <Suspense fallback={null}>{open && <ReportModal product={product} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}

/** A card's actions: Book, Report and the buyer's Save heart. */
export function ProductActions({ product }: { product: Product }) {
  return (
    <ButtonRow>
      <BookButton product={product} />
      <ReportButton product={product} />
      <SaveButton product={product} />
    </ButtonRow>
  );
}
