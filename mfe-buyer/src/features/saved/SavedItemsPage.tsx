import { paths } from '@replay/contract';
import {
  HeartButton,
  notifyError,
  PageTitle,
  ProductTile,
  ProductTileList,
  QueryContent,
  useFavourites,
  useToggleSaved,
  NextStepLink,
} from '@replay/platform';

/** The photos of a phone's first screen load at once; the others as they near. */
const FIRST_SCREEN_TILES = 4;

/**
 * Saved items (/dashboard/saved): the products the buyer saved with the heart, latest first, as
 * photo tiles with price and condition; a sold one says "Sold", one its seller closed "Closed"
 * (their pages offer no way to book them). The heart forgets an item.
 */
export function Component() {
  const saved = useFavourites();
  const toggle = useToggleSaved();

  return (
    <section>
      <PageTitle>Saved items</PageTitle>
      <QueryContent
        query={saved}
        label="Loading saved items"
        empty={
          <>
            You haven&apos;t saved any items yet
            <NextStepLink to={paths.search()}>Browse games</NextStepLink>
          </>
        }
      >
        {(products) => (
          <ProductTileList aria-label="Saved items">
            {products.map((product, index) => (
              <li key={product._id}>
                <ProductTile
                  product={product}
                  eager={index < FIRST_SCREEN_TILES}
                  heart={
                    <HeartButton
                      $saved
                      type="button"
                      aria-label={`Remove ${product.title} from saved items`}
                      title={`Remove ${product.title} from saved items`}
                      disabled={toggle.isPending}
                      onClick={() => toggle.mutate({ productId: product._id, saved: false }, { onError: notifyError })}
                    >
                      <span aria-hidden="true">♥</span>
                    </HeartButton>
                  }
                />
              </li>
            ))}
          </ProductTileList>
        )}
      </QueryContent>
    </section>
  );
}
