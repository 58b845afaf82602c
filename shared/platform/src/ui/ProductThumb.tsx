import styled from 'styled-components';
import { useImageSizer } from './sized-image';

const Thumb = styled.img`
  width: 64px;
  height: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.border};
`;

/**
 * A product's picture at 64 × 48 px (4:3, cropped; its box is kept until it loads), downloaded at
 * the size it shows. `alt` is empty where the title is written beside it; `lazy` for one of a list.
 */
export function ProductThumb({ src, alt, lazy = false }: { src: string; alt: string; lazy?: boolean }) {
  const sized = useImageSizer();
  return (
    <Thumb
      {...sized(src, 64)}
      alt={alt}
      width={64}
      height={48}
      loading={lazy ? 'lazy' : undefined}
      decoding={lazy ? 'async' : undefined}
    />
  );
}
