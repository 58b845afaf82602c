import styled from 'styled-components';

/** The Name column: a picture next to the name (spec section 2, "avatar and name", "image and title"). */
export const NameCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;
