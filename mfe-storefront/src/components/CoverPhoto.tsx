import styled from 'styled-components';

/**
 * A listing or category photo filling its box's width. The demo photos are 4:3; the width and
 * height attributes and the aspect-ratio reserve the space before they load.
 */
export const CoverPhoto = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.border};
`;
