import styled from 'styled-components';

/** The Name column: a picture next to the name ("avatar and name", "image and title"). */
export const NameCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;
