import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type Conversation } from '@replay/contract';
import { PageTitle, ProductThumb, QueryContent, timeAgo } from '@replay/platform';
import { useConversations } from './api/conversations';
import { plainList } from '../../components/styles';

const List = styled.ul`
  ${plainList(2)}
`;

const Row = styled(Link)<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Text = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  font-weight: 400;
`;

const Side = styled.span`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
  font-weight: 400;
`;

/** The unread count as a dot with its number; read by screen readers as "3 unread". */
const Unread = styled.span`
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

/** What the last message reads in the list: the caller's own with "You: ". */
const preview = (conversation: Conversation) =>
  conversation.lastMessage
    ? `${conversation.lastMessage.mine ? 'You: ' : ''}${conversation.lastMessage.body}`
    : 'No messages yet';

function ConversationRow({ conversation }: { conversation: Conversation }) {
  const { product, otherParty, lastMessage, unread } = conversation;
  return (
    <li>
      <Row to={paths.conversation(conversation._id)} $unread={unread > 0}>
        <ProductThumb src={product.imageUrl} alt="" />
        <Text>
          <span>{product.title}</span>
          <Muted>{otherParty.name}</Muted>
          <Muted>{preview(conversation)}</Muted>
        </Text>
        <Side>
          {lastMessage && <time dateTime={lastMessage.sentAt}>{timeAgo(lastMessage.sentAt)}</time>}
          {unread > 0 && (
            <Unread>
              {unread}
              <span className="visually-hidden"> unread</span>
            </Unread>
          )}
        </Side>
      </Row>
    </li>
  );
}

/** `/dashboard/messages`: the signed-in buyer's or seller's conversations, latest activity first, kept live. */
export function Component() {
  const conversations = useConversations();
  return (
    <section>
      <PageTitle>Messages</PageTitle>
      <QueryContent
        query={conversations}
        label="Loading conversations"
        context="Your conversations could not be loaded"
        empty="No conversations yet. Ask a seller about a product from its page."
      >
        {(items) => (
          <List aria-label="Conversations">
            {items.map((conversation) => (
              <ConversationRow key={conversation._id} conversation={conversation} />
            ))}
          </List>
        )}
      </QueryContent>
    </section>
  );
}
