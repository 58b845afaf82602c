import { lazy, Suspense, useRef } from 'react';
import styled from 'styled-components';
import { LoadError, Loading } from '@replay/platform';
import { useNearViewport } from '../../../hooks/use-near-viewport';
import { useAdvertisedProducts } from '../api/get-advertised-products';

const CAROUSEL_HEIGHT = 420;

// Swiper (its code and its CSS) is not part of the first screen's work: it loads when the carousel
// is about to be seen, in its own chunk.
const AdvertisedCarousel = lazy(async () => ({ default: (await import('./AdvertisedCarousel')).AdvertisedCarousel }));

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

/** "Advertised products": hidden when nothing is advertised. */
export function AdvertisedSection() {
  const advertised = useAdvertisedProducts();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);

  if (advertised.isSuccess && advertised.data.length === 0) return null;

  const loading = <Loading label="Loading advertised products" minHeight={CAROUSEL_HEIGHT} />;
  return (
    <section ref={section} aria-labelledby="advertised-title">
      <Heading id="advertised-title">Advertised products</Heading>
      {advertised.isError ? (
        <LoadError error={advertised.error} onRetry={() => void advertised.refetch()} />
      ) : advertised.isPending || !near ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <AdvertisedCarousel products={advertised.data} />
        </Suspense>
      )}
    </section>
  );
}
