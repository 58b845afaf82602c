import styled from 'styled-components';
import { Button } from './Button';

const Row = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)} 0;
`;

/** "Load more" under a paged list, while there is a next page; disabled while it loads. */
export function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <Row>
      <Button
        type="button"
        $variant="secondary"
        onClick={() => void query.fetchNextPage()}
        disabled={query.isFetchingNextPage}
      >
        {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
      </Button>
    </Row>
  );
}
