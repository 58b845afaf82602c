import { css } from 'styled-components';

/** A card of the storefront: rounded, on the surface colour, lifted by the card shadow. */
export const cardSurface = css`
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/** A list without bullets or indent, its items `gap` spacing units apart. */
export const plainList = (gap: number) => css`
  display: grid;
  gap: ${({ theme }) => theme.space(gap)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
