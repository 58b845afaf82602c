import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type Notification } from '@replay/contract';
import { Button, timeAgo, TouchButton } from '@replay/platform';
import { useBellNotifications, useMarkRead } from '../../api/notifications';

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
  /* On a phone the panel hangs from the whole header (the nearest positioned box), edge to edge. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    position: static;
  }
`;

const BellButton = styled(TouchButton)`
  position: relative;
  width: 44px;
  height: 44px;
  padding: 0;
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

const Panel = styled.section`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: 20;
  width: 360px;
  max-width: calc(100vw - 16px);
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    top: calc(100% + 4px);
    left: 8px;
    right: 8px;
    width: auto;
    max-width: none;
  }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

export const NotificationList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: grid;
    gap: 2px;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 400;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
  a[data-unread='true'] strong::before {
    content: '';
    display: inline-block;
    width: 8px;
    height: 8px;
    margin-right: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    vertical-align: middle;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Footer = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  text-align: center;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const BELL_ICON = 'M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0';

/** One notification as a link to its page; unread ones are marked (a dot, and "unread" for screen readers). */
export function NotificationLink({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  return (
    <Link to={notification.link} data-unread={!notification.read} onClick={onOpen}>
      <strong>
        {notification.title}
        {!notification.read && <span className="visually-hidden"> (unread)</span>}
      </strong>
      <span>{notification.body}</span>
      <small>{timeAgo(notification.createdAt)}</small>
    </Link>
  );
}

/**
 * The header's bell: a button named with the unread count, opening a panel (a disclosure: the page
 * stays usable) with the newest notifications, each a link to its page, "Mark all as read" and a
 * link to them all. Escape or a click outside closes it; Escape returns focus to the button.
 */
export function NotificationBell() {
  const { data } = useBellNotifications();
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => setOpen(false);
  const open_ = (notification: Notification) => {
    if (!notification.read) markRead.mutate({ ids: [notification._id] });
    close();
  };

  return (
    <Wrapper
      ref={wrapper}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          close();
          button.current?.focus();
        }
      }}
    >
      <BellButton
        ref={button}
        type="button"
        $variant="ghost"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d={BELL_ICON} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {unread > 0 && <Count aria-hidden="true">{unread > 99 ? '99+' : unread}</Count>}
      </BellButton>
      <Panel id={panelId} hidden={!open} aria-labelledby={`${panelId}-title`}>
        <PanelHeader>
          <h2 id={`${panelId}-title`}>Notifications</h2>
          <Button
            type="button"
            $small
            $variant="ghost"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            Mark all as read
          </Button>
        </PanelHeader>
        {items.length === 0 ? (
          <p>Nothing yet: bookings, sales and reviews will show here.</p>
        ) : (
          <NotificationList>
            {items.map((notification) => (
              <li key={notification._id}>
                <NotificationLink notification={notification} onOpen={() => open_(notification)} />
              </li>
            ))}
          </NotificationList>
        )}
        <Footer>
          <Link to={paths.notifications} onClick={close}>
            See all notifications
          </Link>
        </Footer>
      </Panel>
    </Wrapper>
  );
}
