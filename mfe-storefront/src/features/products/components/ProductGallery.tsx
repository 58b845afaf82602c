import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useImageSizer } from '@replay/platform';
import { CoverPhoto } from '../../../components/CoverPhoto';
import { PRODUCT_PHOTO_SIZES } from '../../../components/photo-sizes';

/*
 * A listing's photos: a row the browser scrolls a photo at a time (CSS scroll snapping, swiped on
 * a phone) and a thumbnail for each below it. Written with the platform's CSS instead of a carousel
 * library: it needs no script to scroll, and nothing new downloads with the page.
 */

const Slides = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 100%;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  border-radius: ${({ theme }) => theme.radius.lg};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Slide = styled(CoverPhoto)`
  scroll-snap-align: start;
`;

const Thumbs = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Thumb = styled.button<{ $current: boolean }>`
  padding: 0;
  border: 2px solid ${({ theme, $current }) => ($current ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  cursor: pointer;

  img {
    display: block;
    width: 64px;
    height: 48px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** The photos of `title`, the cover first; one photo is shown alone. */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const sized = useImageSizer();
  const slides = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  if (images.length <= 1) {
    return <Slide {...sized(images[0], PRODUCT_PHOTO_SIZES)} alt={title} width={640} height={480} />;
  }

  const show = (index: number) => {
    const row = slides.current;
    if (!row) return;
    row.scrollTo?.({ left: index * row.clientWidth, behavior: 'smooth' });
    setCurrent(index);
  };
  // The photo in view once a swipe or a scroll settles on it.
  const onScroll = () => {
    const row = slides.current;
    if (row && row.clientWidth > 0) setCurrent(Math.round(row.scrollLeft / row.clientWidth));
  };

  return (
    <div>
      {/* Focusable, so the keyboard scrolls it too (arrow keys). */}
      <Slides ref={slides} tabIndex={0} role="region" aria-label={`Photos of ${title}`} onScroll={onScroll}>
        {images.map((url, index) => (
          <Slide
            key={url}
            {...sized(url, PRODUCT_PHOTO_SIZES)}
            alt={`${title}, photo ${index + 1} of ${images.length}`}
            width={640}
            height={480}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        ))}
      </Slides>
      <Thumbs aria-label="Choose a photo">
        {images.map((url, index) => (
          <li key={url}>
            <Thumb
              type="button"
              $current={index === current}
              aria-current={index === current}
              aria-label={`Show photo ${index + 1} of ${images.length}`}
              onClick={() => show(index)}
            >
              <img {...sized(url, 64)} alt="" width={64} height={48} loading="lazy" decoding="async" />
            </Thumb>
          </li>
        ))}
      </Thumbs>
    </div>
  );
}
