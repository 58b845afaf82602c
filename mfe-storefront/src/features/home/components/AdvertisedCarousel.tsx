import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
// The core styles and those of the modules used, not the bundle of every module's CSS.
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { formatPrice, paths, type AdvertisedProduct } from '@replay/contract';
import { Badge, useImageSizer } from '@replay/platform';
import { CoverPhoto } from '../../../components/CoverPhoto';
import { cardSurface } from '../../../components/styles';

/** Autoplay every 2500 ms, 30 px between slides. */
export const CAROUSEL = { delay: 2500, spaceBetween: 30 } as const;
/** How wide a slide's photo shows: one slide a row on phones, two from 640 px, three from 1024 px. */
const CAROUSEL_IMAGE_SIZES = '(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 400px';

const Frame = styled.div`
  /* Room under the slides for the pagination bullets. */
  .swiper {
    padding-bottom: ${({ theme }) => theme.space(10)};
  }
  /* Slides get their final width before swiper starts (same breakpoints), so nothing shifts. */
  .swiper:not(.swiper-initialized) .swiper-slide {
    width: 100%;
    margin-right: ${CAROUSEL.spaceBetween}px;
    @media (min-width: 640px) {
      width: calc((100% - ${CAROUSEL.spaceBetween}px) / 2);
    }
    @media (min-width: 1024px) {
      width: calc((100% - ${2 * CAROUSEL.spaceBetween}px) / 3);
    }
  }
  .swiper-button-prev,
  .swiper-button-next {
    color: ${({ theme }) => theme.colors.primary};
  }
  /* Each bullet is a 24 px target (WCAG 2.2 target size) around its 8 px dot. */
  .swiper-pagination-bullet {
    box-sizing: border-box;
    width: 24px;
    height: 24px;
    padding: 8px;
    margin: 0 2px;
    background-clip: content-box;
  }
  .swiper-pagination-bullet-active {
    background-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Card = styled.figure`
  margin: 0;
  overflow: hidden;
  ${cardSurface}
`;

const Caption = styled.figcaption`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};

  strong {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Row = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
`;

/** The advertised products, auto-rotating, with clickable bullets and previous/next arrows. */
export function AdvertisedCarousel({ products }: { products: AdvertisedProduct[] }) {
  const sized = useImageSizer();
  return (
    <Frame>
      <Swiper
        modules={[Autoplay, Pagination, Navigation, A11y]}
        autoplay={{ delay: CAROUSEL.delay, disableOnInteraction: false, pauseOnMouseEnter: true }}
        spaceBetween={CAROUSEL.spaceBetween}
        pagination={{ clickable: true }}
        navigation
        rewind
        a11y={{ prevSlideMessage: 'Previous product', nextSlideMessage: 'Next product' }}
        slidesPerView={1}
        breakpoints={{ 640: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } }}
      >
        {products.map((product, index) => (
          <SwiperSlide key={product._id}>
            <Card>
              <CoverPhoto
                {...sized(product.imageUrl, CAROUSEL_IMAGE_SIZES)}
                alt={product.title}
                width={640}
                height={480}
                loading={index < 3 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <Caption>
                <strong>{product.title}</strong>
                <Row>
                  <span>
                    {product.sellerName} {product.verified && <Badge $tone="info">Verified</Badge>}
                  </span>
                  <span>${formatPrice(product.resprice)}</span>
                </Row>
                <Link to={paths.product(product.productId)}>See details</Link>
              </Caption>
            </Card>
          </SwiperSlide>
        ))}
      </Swiper>
    </Frame>
  );
}
