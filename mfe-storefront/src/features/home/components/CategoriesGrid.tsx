import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@replay/contract';
import { Button, QueryContent, useCategories, useImageSizer } from '@replay/platform';
import { CoverPhoto } from '../../../components/CoverPhoto';
import { cardSurface, plainList } from '../../../components/styles';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Grid = styled.ul`
  ${plainList(6)}
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  ${cardSurface}
`;

const Body = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};

  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

/** How wide a tile's photo shows: the whole width on a phone, a column of at least 220 px otherwise. */
const TILE_SIZES = '(max-width: 560px) 100vw, 320px';

/** Every category with its image and an Explore link to its products. */
export function CategoriesGrid() {
  const categories = useCategories();
  const sized = useImageSizer();

  return (
    <section id="categories" aria-labelledby="categories-title">
      <Heading id="categories-title">Categories</Heading>
      <QueryContent query={categories} label="Loading categories" minHeight={280} empty="There is no category yet">
        {(items) => (
          <Grid>
            {items.map((category) => (
              <Card key={category._id}>
                <CoverPhoto
                  {...sized(category.img, TILE_SIZES)}
                  alt=""
                  width={640}
                  height={480}
                  loading="lazy"
                  decoding="async"
                />
                <Body>
                  <h3>{category.category_name}</h3>
                  <Button
                    as={Link}
                    to={paths.category(category._id)}
                    $small
                    aria-label={`Explore ${category.category_name}`}
                  >
                    Explore
                  </Button>
                </Body>
              </Card>
            ))}
          </Grid>
        )}
      </QueryContent>
    </section>
  );
}
