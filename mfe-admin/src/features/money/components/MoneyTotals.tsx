import styled from 'styled-components';
import { formatPrice, fromCents, type MoneyOverview } from '@replay/contract';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
`;

const Figure = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    font-weight: 600;
  }
  dd {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
`;

const Amount = styled.span`
  font-size: 1.5rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const About = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const FIGURES: ReadonlyArray<{ label: string; cents: (money: MoneyOverview) => number; about: string }> = [
  { label: 'Fees earned', cents: (money) => money.feesCents, about: "Replay Market's fees on sales" },
  { label: 'Funds held', cents: (money) => money.heldCents, about: 'Paid orders not yet released to their sellers' },
  {
    label: 'Payouts under way',
    cents: (money) => money.pendingPayoutsCents,
    about: "Sent to sellers' banks, not yet arrived",
  },
  {
    label: 'Money of closed accounts',
    cents: (money) => money.closedAccountsCents,
    about: 'Available money of sellers whose accounts were closed',
  },
];

/** The four sums of the Money page, in dollars and cents. */
export function MoneyTotals({ money }: { money: MoneyOverview }) {
  return (
    <Figures>
      {FIGURES.map(({ label, cents, about }) => (
        <Figure key={label}>
          <dt>{label}</dt>
          <dd>
            <Amount>${formatPrice(fromCents(cents(money)))}</Amount>
            <About>{about}</About>
          </dd>
        </Figure>
      ))}
    </Figures>
  );
}
