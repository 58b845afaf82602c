import styled from 'styled-components';
import { getErrorMessage } from '../errors/get-error-message';
import { Button } from './Button';
import { Spinner } from './Spinner';
import { ErrorText } from './text';

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
