import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { NotificationPreferences } from '@replay/contract';
import {
  Button,
  EmptyState,
  ErrorText,
  getErrorMessage,
  LoadError,
  Loading,
  LoadMore,
  notifySuccess,
  PageTitle,
  useDocumentMeta,
} from '@replay/platform';
import { useMarkRead, useNotifications, usePreferences, useSavePreferences } from '../../api/notifications';
import { NotificationLink, NotificationList } from '../../components/notifications/NotificationBell';

const Section = styled.section`
  max-width: 720px;
  margin-bottom: ${({ theme }) => theme.space(8)};
  h2 {
    font-size: 1.15rem;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    font-weight: 700;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  input {
    width: 18px;
    height: 18px;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** The e-mail and bell choices for activity (orders always come); saved with one button. */
function Preferences({ saved }: { saved: NotificationPreferences }) {
  const [activity, setActivity] = useState(saved.activity);
  const save = useSavePreferences();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ activity }, { onSuccess: () => notifySuccess('Your preferences are saved') });
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Preferences</h2>
      <Note>
        Orders (bookings, sales, receipts and refunds) always reach you by e-mail and here: they are about your money.
      </Note>
      <Choices>
        <legend>Activity: reviews, verification and removed listings</legend>
        <label>
          <input
            type="checkbox"
            checked={activity.email}
            onChange={(event) => setActivity({ ...activity, email: event.target.checked })}
          />
          By e-mail
        </label>
        <label>
          <input
            type="checkbox"
            checked={activity.inApp}
            onChange={(event) => setActivity({ ...activity, inApp: event.target.checked })}
          />
          In the notifications list
        </label>
      </Choices>
      {save.isError && <ErrorText>{getErrorMessage(save.error)}</ErrorText>}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save preferences'}
      </Button>
    </form>
  );
}

/** `/dashboard/notifications`: every notification, newest first, a page at a time, and the preferences. */
export function NotificationsPage() {
  useDocumentMeta('Notifications');
  const list = useNotifications();
  const markRead = useMarkRead();
  const preferences = usePreferences();
  const items = list.data ?? [];
  const unread = items.some((notification) => !notification.read);

  return (
    <>
      <PageTitle>Notifications</PageTitle>
      <Section aria-label="Your notifications">
        <Toolbar>
          <p>{unread ? 'New ones are marked with a dot.' : 'You have read them all.'}</p>
          <Button
            type="button"
            $variant="secondary"
            disabled={!unread || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            Mark all as read
          </Button>
        </Toolbar>
        {list.isPending ? (
          <Loading label="Loading notifications" />
        ) : list.isError ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} context="your notifications" />
        ) : items.length === 0 ? (
          <EmptyState>Nothing yet: bookings, sales and reviews will show here.</EmptyState>
        ) : (
          <NotificationList>
            {items.map((notification) => (
              <li key={notification._id}>
                <NotificationLink
                  notification={notification}
                  onOpen={() => !notification.read && markRead.mutate({ ids: [notification._id] })}
                />
              </li>
            ))}
          </NotificationList>
        )}
        <LoadMore query={list} />
      </Section>
      <Section>
        {preferences.data ? (
          <Preferences saved={preferences.data} />
        ) : preferences.isError ? (
          <LoadError error={preferences.error} onRetry={() => void preferences.refetch()} context="your preferences" />
        ) : (
          <Loading label="Loading preferences" />
        )}
      </Section>
    </>
  );
}
