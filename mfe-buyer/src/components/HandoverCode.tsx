import styled from 'styled-components';

/** The handover code, large enough for the seller to read off the buyer's phone (My Orders, the payment's success). */
export const HandoverCode = styled.p`
  margin: 0;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 2rem;
  font-weight: 700;
  letter-spacing: 0.2em;
  line-height: 1.2;
`;
