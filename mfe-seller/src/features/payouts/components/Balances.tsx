import styled from 'styled-components';
import { dollars } from '@replay/platform';
import type { Balance } from '@replay/contract';

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Card = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Amount = styled.dd`
  font-size: 1.5rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Note = styled.dd`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const BALANCES = [
  { key: 'pendingCents', label: 'Pending', note: 'Paid orders not yet released to you' },
  { key: 'availableCents', label: 'Available', note: 'Released to you: yours to withdraw' },
  { key: 'paidOutCents', label: 'Paid out', note: 'Sent to your bank account so far' },
] as const;

/** The seller's three balances (GET /me/balance), each with a line on what it holds. */
export function Balances({ balance }: { balance: Balance }) {
  return (
    <Cards>
      {BALANCES.map(({ key, label, note }) => (
        <Card key={key}>
          <dt>{label}</dt>
          <Amount>{dollars(balance[key])}</Amount>
          <Note>{note}</Note>
        </Card>
      ))}
    </Cards>
  );
}
