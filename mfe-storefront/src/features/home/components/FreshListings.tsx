import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@replay/contract';
import { ProductTile, QueryContent } from '@replay/platform';
import { SaveButton } from '../../../components/SaveButton';
import { useFreshListings } from '../api/get-fresh-listings';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
  }
`;

/** A finger's target on a phone: the link is not in running text. */
const SeeAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  min-width: 44px;
  font-weight: 600;
`;

/**
 * One row: four or more columns on a wide screen; on a phone two and a bit, scrolled sideways, so
 * the row stays one photo high and the next tile shows there are more.
 */
const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(180px, calc((100% - 3 * ${({ theme }) => theme.space(4)}) / 4));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(2)};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;

  & > li {
    scroll-snap-align: start;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-auto-columns: calc((100% - 2 * ${({ theme }) => theme.space(3)}) / 2.3);
    gap: ${({ theme }) => theme.space(3)};
  }
`;

/** The photos of a phone's first screen load at once; the rest of the row as it scrolls in. */
const FIRST_SCREEN_TILES = 3;

/** "Fresh listings": the newest available products, high on the home page, and a way to all of them. */
export function FreshListings() {
  // One row, no "Load more": See all opens the search.
  const { isPending, isError, error, data, refetch } = useFreshListings();
  return (
    <section aria-labelledby="fresh-title">
      <Header>
        <h2 id="fresh-title">Fresh listings</h2>
        <SeeAll to={paths.search()}>See all</SeeAll>
      </Header>
      <QueryContent
        query={{ isPending, isError, error, data, refetch }}
        label="Loading fresh listings"
        minHeight={280}
        empty={
          <>
            Nothing is listed yet. <SeeAll to={paths.search()}>Browse games</SeeAll>
          </>
        }
      >
        {(products) => (
          <Row aria-labelledby="fresh-title">
            {products.map((product, index) => (
              <li key={product._id}>
                <ProductTile
                  product={product}
                  heart={<SaveButton product={product} />}
                  eager={index < FIRST_SCREEN_TILES}
                />
              </li>
            ))}
          </Row>
        )}
      </QueryContent>
    </section>
  );
}
