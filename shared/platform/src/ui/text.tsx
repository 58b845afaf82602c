import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The heading of a page: its one `h1`. */
export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 1.6rem;
`;

/** A red message under a form or field: how every failure of a form is shown. */
export const ErrorText = styled.p.attrs({ role: 'alert' })`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

const EmptyBox = styled.div`
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.1rem;
`;

/** Shown instead of an empty list: `<EmptyState>There is no Buyer to show</EmptyState>`. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <EmptyBox>{children}</EmptyBox>;
}

/**
 * The next step beside an empty list's sentence ("Browse games"): a link, a finger's target on a
 * phone. `<EmptyState>You have no saved items <NextStepLink to="/search">Browse games</NextStepLink></EmptyState>`.
 */
export const NextStepLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-left: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;
