import type { ReactNode } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '../errors/get-error-message';
import { Button } from './Button';
import { LoadMore } from './LoadMore';
import { Spinner } from './Spinner';
import { EmptyState, ErrorText } from './text';

const Box = styled.div<{ $minHeight: number }>`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ $minHeight }) => $minHeight}px;
  text-align: center;
`;

/** A spinner in a box of the content's expected height, so the page does not jump when data arrives. */
export function Loading({ label = 'Loading', minHeight = 160 }: { label?: string; minHeight?: number }) {
  return (
    <Box $minHeight={minHeight}>
      <Spinner label={label} />
    </Box>
  );
}

export interface LoadErrorProps {
  error: unknown;
  /** Shows a Retry button that calls it (usually `() => void query.refetch()`). */
  onRetry?: () => void;
  /** What failed, said before the message: 'Your products could not be loaded: Sellers only'. */
  context?: string;
  minHeight?: number;
}

/** A failed query in place of its content: the server's message and, with `onRetry`, a Retry button. */
export function LoadError({ error, onRetry, context, minHeight = 160 }: LoadErrorProps) {
  const message = getErrorMessage(error);
  return (
    <Box $minHeight={minHeight}>
      <ErrorText>{context ? `${context}: ${message}` : message}</ErrorText>
      {onRetry && (
        <Button type="button" $small $variant="ghost" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Box>
  );
}

/** What QueryContent reads of a query: the result of `useQuery`, or of `useList` (a list read a page at a time). */
export interface ContentQuery<Data> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Data | undefined;
  refetch: () => unknown;
  /** A paged list's (useList): "Load more" shows under the content while there is a next page. */
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
}

export interface QueryContentProps<Data> {
  /** The query (`useQuery`'s or `useList`'s result). */
  query: ContentQuery<Data>;
  /** The spinner's label while the query loads ('Loading products'). */
  label?: string;
  /** The height the spinner keeps, the content's expected height. */
  minHeight?: number;
  /** What failed, said before the server's message (see LoadError). */
  context?: string;
  /** Shown instead of the content when the data is an empty list. */
  empty?: ReactNode;
  /** The content, from the query's data. */
  children: (data: Data) => ReactNode;
}

/**
 * A query's content in its place: a spinner while it loads, its failure with Retry, the `empty`
 * text for an empty list, and a paged list's "Load more" under the content.
 *
 *   <QueryContent query={products} label="Loading products" empty="There is no product added yet!">
 *     {(items) => <ProductGrid products={items} />}
 *   </QueryContent>
 */
export function QueryContent<Data>({ query, label, minHeight, context, empty, children }: QueryContentProps<Data>) {
  if (query.isPending) return <Loading label={label} minHeight={minHeight} />;
  if (query.isError) return <LoadError error={query.error} context={context} onRetry={() => void query.refetch()} />;
  const data = query.data as Data;
  if (empty !== undefined && Array.isArray(data) && data.length === 0) return <EmptyState>{empty}</EmptyState>;
  const { hasNextPage = false, isFetchingNextPage = false, fetchNextPage } = query;
  return (
    <>
      {children(data)}
      {fetchNextPage && <LoadMore query={{ hasNextPage, isFetchingNextPage, fetchNextPage }} />}
    </>
  );
}
