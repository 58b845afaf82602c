import styled from 'styled-components';
import { Badge } from '@replay/platform';

const Line = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The seller's name with the 'Verified' badge once the admin has verified them. */
export function SellerName({ name, verified }: { name: string; verified: boolean }) {
  return (
    <Line>
      {name}
      {verified && (
        <Badge $tone="info" title="Verified seller">
          Verified
        </Badge>
      )}
    </Line>
  );
}
