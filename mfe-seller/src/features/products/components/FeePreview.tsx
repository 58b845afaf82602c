import { useWatch, type Control } from 'react-hook-form';
import { dollars } from '@replay/platform';
import styled from 'styled-components';
import { sellerNetCents, toCents } from '@replay/contract';
import { useFeeRule } from '../api/get-fee-rule';
import { productRules, type ProductFormValues } from '../product-rules';

const Line = styled.p`
  /* Close under the resale price's field; its height kept while empty, so the form does not jump. */
  margin: -${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(4)};
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/**
 * "You'll earn $X after the Replay Market fee" under the resale price, as it is typed: the price
 * less the fee of GET /fees (`sellerNetCents`, the server's own sum). Nothing while the price is not
 * a valid one or the rule is not there; a live region, so a screen reader hears the new amount.
 */
export function FeePreview({ control }: { control: Control<ProductFormValues> }) {
  const price = useWatch({ control, name: 'resprice' });
  const rule = useFeeRule().data;
  const earned =
    rule && productRules.resprice.validate(price) === true ? sellerNetCents(toCents(Number(price)), rule) : null;
  return (
    <Line aria-live="polite">{earned !== null && `You'll earn ${dollars(earned)} after the Replay Market fee`}</Line>
  );
}
