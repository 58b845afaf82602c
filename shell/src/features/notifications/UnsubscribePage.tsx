import { useSearchParams, Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@replay/contract';
import { Button, ErrorText, getErrorMessage, PageTitle, useDocumentMeta } from '@replay/platform';
import { useUnsubscribe } from '../../api/notifications';

const Card = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(10)} auto;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** What each category of mail is, as the token names it (`<user>.<category>.<signature>`). */
const CATEGORIES: Record<string, string> = {
  activity: 'activity on your account: reviews, verification and removed listings',
  marketing: 'news and offers from Replay Market',
};

/**
 * `/unsubscribe?token=`: where a mail's unsubscribe link leads. Opening it changes nothing; the
 * visitor confirms, and the page sends what a mail program's one-click unsubscribe sends. No
 * sign-in: the signed token is the right (the server checks it; a forged one is refused).
 */
export function UnsubscribePage() {
  useDocumentMeta('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const category = CATEGORIES[token.split('.')[1] ?? ''];
  const unsubscribe = useUnsubscribe();

  if (!token || !category) {
    return (
      <Card>
        <PageTitle>Unsubscribe</PageTitle>
        <ErrorText>This unsubscribe link is not valid</ErrorText>
        <p>
          You can choose which e-mails you get in your <Link to={paths.notifications}>notification settings</Link>.
        </p>
      </Card>
    );
  }
  return (
    <Card>
      <PageTitle>Unsubscribe</PageTitle>
      {unsubscribe.isSuccess ? (
        <p role="status">
          Done: you will no longer get e-mails about {category}. You can turn them back on in your{' '}
          <Link to={paths.notifications}>notification settings</Link>.
        </p>
      ) : (
        <>
          <p>Stop e-mails about {category}?</p>
          <p>E-mails about your orders (bookings, sales, receipts and refunds) keep coming.</p>
          {unsubscribe.isError && <ErrorText>{getErrorMessage(unsubscribe.error)}</ErrorText>}
          <Button type="button" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
          </Button>
        </>
      )}
    </Card>
  );
}
