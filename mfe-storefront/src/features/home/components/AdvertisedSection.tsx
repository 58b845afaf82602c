import styled from 'styled-components';
import { LoadError, Loading } from '@replay/platform';
import { useAdvertisedProducts } from '../api/get-advertised-products';
import { AdvertisedCarousel } from './AdvertisedCarousel';

const CAROUSEL_HEIGHT = 420;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

/** "Advertised products": hidden when nothing is advertised (spec section 2). */
export function AdvertisedSection() {
  const advertised = useAdvertisedProducts();

  if (advertised.isSuccess && advertised.data.length === 0) return null;

  return (
    <section aria-labelledby="advertised-title">
      <Heading id="advertised-title">Advertised products</Heading>
      {advertised.isPending ? (
        <Loading label="Loading advertised products" minHeight={CAROUSEL_HEIGHT} />
      ) : advertised.isError ? (
        <LoadError error={advertised.error} onRetry={() => void advertised.refetch()} />
      ) : (
        <AdvertisedCarousel products={advertised.data} />
      )}
    </section>
  );
}
