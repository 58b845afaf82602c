import styled from 'styled-components';

/** What a member or an admin wrote, as text, its lines kept. */
export const Written = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** A secondary line: a date, a kind, "None given". */
export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
