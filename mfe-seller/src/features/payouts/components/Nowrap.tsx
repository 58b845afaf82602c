import styled from 'styled-components';

/** A date or an amount kept on one line ("−$1,234.56", not "−" above "$1,234.56"), its digits aligned. */
export const Nowrap = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;
