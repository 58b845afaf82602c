import styled from 'styled-components';
import { AdvertisedSection } from './components/AdvertisedSection';
import { CategoriesGrid } from './components/CategoriesGrid';
import { FreshListings } from './components/FreshListings';
import { Hero } from './components/Hero';
import { NewsletterBox } from './components/NewsletterBox';

const Stack = styled.div`
  display: grid;
  /* minmax(0, …) lets the carousel shrink to the page: a grid item's min-content width would let swiper widen it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(12)};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    gap: ${({ theme }) => theme.space(8)};
  }
`;

/** `/`: hero, Fresh listings (products on a phone's first screen), advertised-products carousel, categories grid and newsletter box. */
export function Component() {
  return (
    <Stack>
      <Hero />
      <FreshListings />
      <AdvertisedSection />
      <CategoriesGrid />
      <NewsletterBox />
    </Stack>
  );
}
