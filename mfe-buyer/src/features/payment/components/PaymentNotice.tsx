import styled from 'styled-components';
import { paths } from '@replay/contract';
import { TouchLink } from '../../../components/touch-targets';

const Notice = styled.div`
  max-width: 560px;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  strong {
    color: ${({ theme }) => theme.colors.warning};
  }
`;

/** Shown instead of the card form when this booking cannot be paid (already paid, sold to another buyer). */
export function PaymentNotice({ message }: { message: string }) {
  return (
    <Notice role="alert">
      <p>
        <strong>{message}</strong>
      </p>
      <TouchLink to={paths.myOrders}>Back to My Orders</TouchLink>
    </Notice>
  );
}
