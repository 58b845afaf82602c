import styled from 'styled-components';
import { useImageSizer } from './sized-image';

const Photo = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.border};
`;

const Initials = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  /* 0.9rem at the default 40 px. */
  font-size: ${({ $size }) => $size * 0.36}px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme }) => theme.colors.muted};
`;

/** "Ada Lovelace" → "AL": the first letters of the first two words. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * A round user photo, or the initials of `alt` (the person's name) when there is no photo
 * (accounts made without one). Either way it is an image named `alt` to assistive technology,
 * unless `decorative` (the name is written right beside it): then screen readers skip it.
 */
export function Avatar({
  src,
  alt,
  size = 40,
  decorative = false,
}: {
  src?: string | null;
  alt: string;
  size?: number;
  decorative?: boolean;
}) {
  const sized = useImageSizer();
  if (src) return <Photo {...sized(src, size)} alt={decorative ? '' : alt} $size={size} />;
  return decorative ? (
    <Initials aria-hidden="true" $size={size}>
      {initialsOf(alt)}
    </Initials>
  ) : (
    <Initials role="img" aria-label={alt} $size={size}>
      {initialsOf(alt)}
    </Initials>
  );
}
