import styled from 'styled-components';

/** The number as a phone link, tall enough for a finger. */
const PhoneLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

/** "tel:" takes the digits and a leading +, not the spaces a seller types. */
const telHref = (mobile: string) => `tel:${mobile.replace(/[^\d+]/g, '')}`;

/**
 * "Seller's mobile: +1 555 0100", the number a link that calls it. The API sends the seller's
 * mobile only to a buyer with a live booking or a paid order; without it, nothing shows.
 */
export function SellerMobile({ mobile }: { mobile: string | undefined }) {
  if (!mobile) return null;
  return (
    <p>
      Seller's mobile: <PhoneLink href={telHref(mobile)}>{mobile}</PhoneLink>
    </p>
  );
}
