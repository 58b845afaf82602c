import { useState } from 'react';
import styled from 'styled-components';
import { type Product } from '@replay/contract';
import { Button } from '@replay/platform';
import { useBookingAccess } from '../hooks/use-booking-access';
import { BookingModal } from './BookingModal';
import { ReportModal } from './ReportModal';
import { SaveButton } from './SaveButton';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/** Book (buyers, available products only) and Report, each opening its modal, and the buyer's Save heart. */
export function ProductActions({ product }: { product: Product }) {
  const access = useBookingAccess();
  const [open, setOpen] = useState<'book' | 'report' | null>(null);
  const close = () => setOpen(null);

  return (
    <Row>
      {access === 'not-buyer' ? (
        <Note>Only buyers can book products.</Note>
      ) : (
        <Button
          type="button"
          $small
          disabled={access === 'pending' || !product.status}
          onClick={() => setOpen('book')}
          aria-label={product.status ? `Book ${product.title}` : `${product.title} is sold`}
        >
          {product.status ? 'Book' : 'Sold'}
        </Button>
      )}
      <Button
        type="button"
        $small
        $variant="ghost"
        onClick={() => setOpen('report')}
        aria-label={`Report ${product.title}`}
      >
        Report
      </Button>
      <SaveButton product={product} />
      {open === 'book' && <BookingModal product={product} onClose={close} />}
      {open === 'report' && <ReportModal product={product} onClose={close} />}
    </Row>
  );
}
