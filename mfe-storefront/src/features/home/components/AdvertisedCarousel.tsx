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
/** The arrows' disc: the theme's text colour, translucent. */
const CONTROL_BACKGROUND = 'rgba(17, 24, 39, 0.72)';
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
  /*
   * The arrows sit on the photos: a white arrow on a dark translucent disc with a light ring reads
   * on any photo (the disc over white is still 7:1 against the arrow), and is a 44 px target.
   */
  .swiper-button-prev,
  .swiper-button-next {
    --swiper-navigation-size: 44px;
    --swiper-navigation-sides-offset: 8px;
    box-sizing: border-box;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 2px solid rgba(255, 255, 255, 0.7);
    color: #fff;
    background: ${CONTROL_BACKGROUND};
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.35);

    svg {
      width: 16px;
      height: 16px;
    }
  }
  .swiper-button-prev:focus-visible,
  .swiper-button-next:focus-visible,
  .swiper-pagination-bullet:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  /* Each bullet is a 24 px target (WCAG 2.2 target size) around its 8 px dot, under the slides: grey, the current one
     in the brand colour, each over 3:1 against the page. */
  .swiper-pagination-bullet {
    box-sizing: border-box;
    width: 24px;
    height: 24px;
    padding: 8px;
    margin: 0 2px;
    background-color: ${({ theme }) => theme.colors.muted};
    background-clip: content-box;
    opacity: 1;
  }
  .swiper-pagination-bullet-active {
    background-color: ${({ theme }) => theme.colors.primary};
  }
  /*
   * On a phone each bullet is a 44 px target, the same 8 px dot drawn in its middle (18 px of padding all
   * round), the targets side by side with no gap. The row sits under the slides in the flow (not over
   * them), wrapping onto a second row if there are more bullets than fit across.
   */
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    .swiper {
      padding-bottom: 0;
    }
    .swiper-pagination {
      position: static;
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      margin-top: ${({ theme }) => theme.space(1)};
      /* Swiper's own rule spaces the bullets with this. */
      --swiper-pagination-bullet-horizontal-gap: 0px;
    }
    .swiper-pagination-bullet {
      width: 44px;
      height: 44px;
      padding: 18px;
    }
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

  /* On a phone "See details" is a 44 px tall target across the card (its bottom padding gives way to it). */
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-bottom: ${({ theme }) => theme.space(1)};

    a {
      display: flex;
      align-items: center;
      min-height: 44px;
    }
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
