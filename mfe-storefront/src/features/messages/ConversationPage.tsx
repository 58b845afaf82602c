import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice, paths, type Conversation } from '@replay/contract';
import {
  Avatar,
  Button,
  ConfirmModal,
  LoadError,
  Loading,
  PageTitle,
  getErrorMessage,
  notifyError,
} from '@replay/platform';
import {
  useBlockUser,
  useConversation,
  useLiveConversations,
  useMarkRead,
  useMessages,
  useSendMessage,
} from './api/conversations';
import { useConversationOffers } from './api/offers';
import { Composer } from './components/Composer';
import { MessageLog, type PendingMessage } from './components/MessageLog';
import { ThreadOffers } from './components/ThreadOffers';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: space-between;
  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Who = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  min-width: 0;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Earlier = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/**
 * A fresh id for a send: the same id again (Retry) is the same message on the server. From
 * getRandomValues, which (unlike randomUUID) also works on a site served over plain HTTP.
 */
const newClientId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The notes above a thread: the listing removed or sold, the other member blocked. */
function Banners({ conversation, onUnblock }: { conversation: Conversation; onUnblock: () => void }) {
  const { product, otherParty } = conversation;
  return (
    <>
      {product.closed ? (
        <Banner>This listing was removed. The conversation stays here for you to read.</Banner>
      ) : (
        !product.status && <Banner>This item has been sold.</Banner>
      )}
      {conversation.blocked && (
        <Banner>
          You blocked {otherParty.name}: neither of you can send messages.{' '}
          <Button type="button" $small $variant="secondary" onClick={onUnblock}>
            Unblock {otherParty.name}
          </Button>
        </Banner>
      )}
    </>
  );
}

/**
 * `/dashboard/messages/{id}`: one conversation, oldest message at the top, its offers as cards
 * under the messages, the box to write the next below. Messages sent here show at once and are
 * marked when they fail (Retry sends the same one again); what the other member writes, offers and
 * their answers arrive live, and the thread is marked read while it is on screen.
 */
export function Component() {
  const id = useParams().id ?? '';
  const refetchInterval = useLiveConversations();
  const conversation = useConversation(id, { refetchInterval });
  const messages = useMessages(id, { refetchInterval });
  const offers = useConversationOffers(id, { refetchInterval });
  const { mutateAsync: sendMessage } = useSendMessage(id);
  const { mutate: markRead } = useMarkRead(id);
  const block = useBlockUser();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [confirmBlock, setConfirmBlock] = useState(false);

  const oldestFirst = useMemo(() => [...(messages.data ?? [])].reverse(), [messages.data]);
  // A message the server lists is no longer pending (matched by the client id of the send).
  const sent = useMemo(() => new Set(oldestFirst.map((message) => message.clientId)), [oldestFirst]);
  const stillPending = pending.filter((message) => !sent.has(message.clientId));

  const deliver = useCallback(
    (message: PendingMessage) => {
      setPending((all) => [
        ...all.filter((other) => other.clientId !== message.clientId),
        { ...message, state: 'sending', error: undefined },
      ]);
      sendMessage({ body: message.body, clientId: message.clientId }).catch((error: unknown) =>
        setPending((all) =>
          all.map((other) =>
            other.clientId === message.clientId ? { ...other, state: 'failed', error: getErrorMessage(error) } : other,
          ),
        ),
      );
    },
    [sendMessage],
  );

  // Read while on screen: at once, and when the tab comes back into view.
  const unread = conversation.data?.unread ?? 0;
  useEffect(() => {
    if (unread === 0) return;
    const markIfSeen = () => {
      if (document.visibilityState === 'visible') markRead();
    };
    markIfSeen();
    document.addEventListener('visibilitychange', markIfSeen);
    return () => document.removeEventListener('visibilitychange', markIfSeen);
  }, [unread, markRead]);

  if (conversation.isPending) return <Loading label="Loading conversation" />;
  if (conversation.isError) return <LoadError error={conversation.error} onRetry={() => void conversation.refetch()} />;

  const { product, otherParty } = conversation.data;
  const setBlocked = (blocked: boolean) =>
    block.mutate(
      { userId: otherParty._id, blocked },
      { onSuccess: () => setConfirmBlock(false), onError: (error) => notifyError(error) },
    );

  return (
    <Page aria-labelledby="conversation-title">
      <Link to={paths.messages}>All messages</Link>
      <Header>
        <Who>
          <Avatar src={otherParty.img} alt="" decorative size={48} />
          <div>
            <PageTitle id="conversation-title">{otherParty.name}</PageTitle>
            <p>
              About {product.closed ? product.title : <Link to={paths.product(product._id)}>{product.title}</Link>} · $
              {formatPrice(product.resprice)}
            </p>
          </div>
        </Who>
        {!conversation.data.blocked && (
          <Button type="button" $small $variant="ghost" onClick={() => setConfirmBlock(true)}>
            Block {otherParty.name}
          </Button>
        )}
      </Header>
      <Banners conversation={conversation.data} onUnblock={() => setBlocked(false)} />
      {messages.isError ? (
        <LoadError error={messages.error} onRetry={() => void messages.refetch()} />
      ) : messages.isPending ? (
        <Loading label="Loading messages" />
      ) : (
        <MessageLog
          label={`Messages with ${otherParty.name}`}
          messages={oldestFirst}
          pending={stillPending}
          onRetry={deliver}
          before={
            messages.hasNextPage && (
              <Earlier>
                <Button
                  type="button"
                  $small
                  $variant="secondary"
                  onClick={() => void messages.fetchNextPage()}
                  disabled={messages.isFetchingNextPage}
                >
                  {messages.isFetchingNextPage ? 'Loading…' : 'Load earlier messages'}
                </Button>
              </Earlier>
            )
          }
        />
      )}
      <ThreadOffers conversation={conversation.data} offers={offers} />
      <Composer
        disabled={conversation.data.blocked}
        onSend={(body) => deliver({ clientId: newClientId(), body, state: 'sending' })}
      />
      <ConfirmModal
        open={confirmBlock}
        title={`Block ${otherParty.name}?`}
        confirmLabel="Block"
        cancelLabel="Cancel"
        busy={block.isPending}
        onCancel={() => setConfirmBlock(false)}
        onConfirm={() => setBlocked(true)}
      >
        <p>
          While one of you blocks the other, neither can send messages, and a blocked buyer cannot book the
          blocker&apos;s products. You can unblock {otherParty.name} here at any time.
        </p>
      </ConfirmModal>
    </Page>
  );
}
