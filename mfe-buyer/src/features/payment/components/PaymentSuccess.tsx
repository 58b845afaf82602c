import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@replay/contract';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 560px;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.success};
  }
  code {
    word-break: break-all;
  }
`;

/** The recorded payment: the congratulation and the transaction id. */
export function PaymentSuccess({ transactionId }: { transactionId: string }) {
  return (
    <Box role="status">
      <strong>Congrats! your payment completed</strong>
      <p>
        Your transaction id: <code>{transactionId}</code>
      </p>
      <p>
        <Link to={paths.myOrders}>Back to My Orders</Link>
      </p>
    </Box>
  );
}
