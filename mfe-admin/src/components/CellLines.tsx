import styled from 'styled-components';

/** A table cell's several short lines (a reason, its ground, a note), kept to a readable width. */
export const CellLines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 40ch;
  p {
    margin: 0;
  }
`;
