import { useId } from 'react';
import styled from 'styled-components';
import { paths, type Booking } from '@replay/contract';
import { HandoverCode } from '../../../components/HandoverCode';
import { MessageSellerButton } from '../../../components/MessageSellerButton';
import { SellerMobile } from '../../../components/SellerMobile';
import { TouchLink } from '../../../components/touch-targets';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 560px;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0;
  }
  code {
    word-break: break-all;
  }
`;

const Status = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  strong {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const NextSteps = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  li {
    display: grid;
    justify-items: start;
    gap: ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
`;

/**
 * The recorded payment: the spec's congratulation and transaction id, then what happens next:
 * meet the seller at the booking's meeting place, message them, and show the handover code at the
 * meet-up. The code comes with the booking, fetched again once the payment is recorded.
 */
export function PaymentSuccess({ booking, transactionId }: { booking: Booking; transactionId: string }) {
  const headingId = useId();
  return (
    <Box>
      <Status role="status">
        <strong>Congrats! your payment completed</strong>
        <p>
          Your transaction id: <code>{transactionId}</code>
        </p>
      </Status>
      <NextSteps aria-labelledby={headingId}>
        <h2 id={headingId}>What happens next</h2>
        <ol>
          <li>
            <p>
              Meet {booking.sellerName} at {booking.location}
            </p>
            <SellerMobile mobile={booking.sellerMobile} />
          </li>
          <li>
            <p>Message the seller to agree on a time</p>
            <MessageSellerButton booking={booking} />
          </li>
          <li>
            <p>Show this code to the seller when you get the item</p>
            {booking.handoverCode ? (
              <HandoverCode>{booking.handoverCode}</HandoverCode>
            ) : (
              <p>{booking.paid ? 'Your handover code is in My Orders' : 'Getting your handover code…'}</p>
            )}
          </li>
        </ol>
        <TouchLink to={paths.myOrders}>Back to My Orders</TouchLink>
      </NextSteps>
    </Box>
  );
}
