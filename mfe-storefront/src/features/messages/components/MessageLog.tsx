import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { Message } from '@replay/contract';
import { Button, timeAgo } from '@replay/platform';
import { ReportMessageModal } from './ReportMessageModal';
import { plainList } from '../../../components/styles';

/** A message being sent by this page: shown at once, marked when it fails, with Retry. */
export interface PendingMessage {
  clientId: string;
  body: string;
  state: 'sending' | 'failed';
  error?: string;
}

const Log = styled.div`
  max-height: min(60vh, 640px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const List = styled.ol`
  ${plainList(3)}
`;

const Item = styled.li<{ $mine: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-width: min(80%, 560px);
  justify-self: ${({ $mine }) => ($mine ? 'end' : 'start')};
`;

const Bubble = styled.p<{ $mine: boolean; $removed?: boolean; $failed?: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ theme, $mine }) =>
    $mine
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
        `
      : css`
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
        `}
  ${({ theme, $removed }) =>
    $removed &&
    css`
      background: ${theme.colors.surface};
      color: ${theme.colors.muted};
      font-style: italic;
    `}
  ${({ theme, $failed }) =>
    $failed &&
    css`
      outline: 2px solid ${theme.colors.danger};
    `}
`;

const Meta = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  justify-content: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;

const Failure = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** How close to the bottom (px) counts as reading the newest: new messages then scroll into view. */
const NEAR_BOTTOM = 80;

/**
 * A conversation's messages, oldest at the top, then those this page is sending. A live region
 * (`role="log"`): screen readers announce what arrives. Text only: a message is never read as HTML.
 */
export function MessageLog({
  label,
  messages,
  pending,
  onRetry,
  before,
}: {
  label: string;
  /** Oldest first. */
  messages: readonly Message[];
  pending: readonly PendingMessage[];
  onRetry: (message: PendingMessage) => void;
  /** Above the first message: "Load earlier messages". */
  before?: ReactNode;
}) {
  const log = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const [reporting, setReporting] = useState<Message | null>(null);
  const newest = messages[messages.length - 1]?._id;

  // The newest message (or one being sent) comes into view, unless the reader scrolled up to read older ones.
  useLayoutEffect(() => {
    const element = log.current;
    if (element && nearBottom.current) element.scrollTop = element.scrollHeight;
  }, [newest, pending.length]);

  return (
    <>
      <Log
        ref={log}
        role="log"
        aria-label={label}
        // Scrollable: reachable with the keyboard to read older messages.
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget;
          nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM;
        }}
      >
        {before}
        <List>
          {messages.map((message) => (
            <Item key={message._id} $mine={message.mine}>
              <Bubble $mine={message.mine} $removed={message.removed}>
                {message.body}
              </Bubble>
              <Meta $mine={message.mine}>
                <span>{message.mine ? 'You' : message.senderName}</span>
                <time dateTime={message.sentAt}>{timeAgo(message.sentAt)}</time>
                {!message.mine && !message.removed && (
                  <Button
                    type="button"
                    $small
                    $variant="ghost"
                    onClick={() => setReporting(message)}
                    aria-label={`Report this message from ${message.senderName}`}
                  >
                    Report
                  </Button>
                )}
              </Meta>
            </Item>
          ))}
          {pending.map((message) => (
            <Item key={message.clientId} $mine>
              <Bubble $mine $failed={message.state === 'failed'}>
                {message.body}
              </Bubble>
              <Meta $mine>
                {message.state === 'sending' ? (
                  <span>Sending…</span>
                ) : (
                  <>
                    <Failure>Not sent{message.error ? `: ${message.error}` : ''}</Failure>
                    <Button type="button" $small $variant="secondary" onClick={() => onRetry(message)}>
                      Retry
                    </Button>
                  </>
                )}
              </Meta>
            </Item>
          ))}
        </List>
      </Log>
      {reporting && <ReportMessageModal message={reporting} onClose={() => setReporting(null)} />}
    </>
  );
}
