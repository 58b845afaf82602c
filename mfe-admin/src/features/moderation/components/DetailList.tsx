import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  dd p {
    margin: 0;
  }
  /* A phone: each label over its value. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 0;
    dd {
      margin-bottom: ${({ theme }) => theme.space(2)};
    }
  }
`;

/** Labelled values ("Action: Warning"), the ones without a value left out. */
export function DetailList({ details }: { details: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <List>
      {details
        .filter(([, value]) => value !== null && value !== undefined && value !== false && value !== '')
        .map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </List>
  );
}
