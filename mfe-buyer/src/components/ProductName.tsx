import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useImageSizer } from '@replay/platform';

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  img {
    width: 64px;
    height: 48px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/**
 * A table's Name cell: the product's picture beside its name (My Orders, Saved items). The picture
 * is decorative: the name is written right beside it.
 */
export function ProductName({ imageUrl, children }: { imageUrl: string; children: ReactNode }) {
  const sized = useImageSizer();
  return (
    <Line>
      <img {...sized(imageUrl, 64)} alt="" width={64} height={48} loading="lazy" decoding="async" />
      {children}
    </Line>
  );
}
