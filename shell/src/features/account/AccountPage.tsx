import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { api, LIMITS, MOBILE_PATTERN } from '@replay/contract';
import {
  Button,
  ErrorText,
  FileField,
  getErrorMessage,
  LoadError,
  Loading,
  Modal,
  myAccountQueryKey,
  notifySuccess,
  PageTitle,
  reauthenticate,
  TextField,
  uploadImage,
  useApiClient,
  useAuth,
  useAuthService,
  useDocumentMeta,
  useMyAccount,
} from '@replay/platform';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormAction } from '../../hooks/use-form-action';
import { useLogout } from '../../hooks/use-logout';

const Section = styled.section`
  max-width: 640px;
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin-top: 0;
    font-size: 1.25rem;
  }
`;

/** A Firebase ID token from signing in again with the password: what changing the address and deleting need. */
function useFreshIdToken() {
  const service = useAuthService();
  const { user } = useAuth();
  return (password: string) => reauthenticate(service, user?.email ?? '', password);
}

/**
 * `/dashboard/account`: the signed-in user's own account: profile (name, photo, phone, default
 * meeting place), e-mail address (confirmed or not; a change needs the password and the new
 * address's confirmation), "Download my data" and "Delete my account".
 */
export function AccountPage() {
  useDocumentMeta('My account');
  const account = useMyAccount();
  return (
    <>
      <PageTitle>My account</PageTitle>
      {account.isPending ? (
        <Loading />
      ) : account.isError ? (
        <LoadError error={account.error} onRetry={() => void account.refetch()} />
      ) : (
        <>
          <Profile />
          <EmailSection email={account.data.email} verified={account.data.emailVerified} />
          <ExportSection />
          <DeleteSection />
        </>
      )}
    </>
  );
}

interface ProfileValues {
  name: string;
  phone: string;
  meetingPlace: string;
  image: FileList | undefined;
}

function Profile() {
  const account = useMyAccount();
  const client = useApiClient();
  const service = useAuthService();
  const queryClient = useQueryClient();
  const { register, reset, formState, error, onSubmit } = useFormAction(save);
  const { errors, isSubmitting } = formState;
  useEffect(() => {
    if (account.data)
      reset({
        name: account.data.name,
        phone: account.data.phone,
        meetingPlace: account.data.meetingPlace,
        image: undefined,
      });
  }, [account.data, reset]);

  async function save({ name, phone, meetingPlace, image }: ProfileValues) {
    const file = image?.[0];
    const img = file ? await uploadImage(client, file) : undefined;
    const user = await client.call(api.updateMyAccount, {
      body: { name: name.trim(), phone: phone.trim(), meetingPlace: meetingPlace.trim(), ...(img ? { img } : {}) },
    });
    queryClient.setQueryData(myAccountQueryKey, user);
    // Every page that shows the user (seller pages, cards, the drawer) is asked for again.
    await queryClient.invalidateQueries();
    await service.updateProfile({ displayName: user.name, photoURL: user.img }).catch(() => undefined);
    notifySuccess('Profile saved');
  }

  return (
    <Section aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name', {
            required: 'Name is required',
            maxLength: { value: LIMITS.nameMax, message: `Name must be ${LIMITS.nameMax} characters or fewer` },
          })}
        />
        <FileField label="Photo" accept="image/*" {...register('image')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone', {
            validate: (value) =>
              !value.trim() ||
              (new RegExp(MOBILE_PATTERN).test(value.trim()) &&
                value.trim().length >= LIMITS.mobileMin &&
                value.trim().length <= LIMITS.mobileMax) ||
              'Enter a valid phone number',
          })}
        />
        <TextField
          label="Default meeting place"
          error={errors.meetingPlace?.message}
          {...register('meetingPlace', {
            maxLength: { value: LIMITS.locationMax, message: `At most ${LIMITS.locationMax} characters` },
          })}
        />
        <SubmitButton disabled={isSubmitting} error={error}>
          Save profile
        </SubmitButton>
      </form>
    </Section>
  );
}

function EmailSection({ email, verified }: { email: string; verified: boolean }) {
  const freshIdToken = useFreshIdToken();
  const client = useApiClient();
  const [sent, setSent] = useState('');
  const { register, reset, formState, error, onSubmit } = useFormAction(requestChange, {
    defaultValues: { newEmail: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  async function requestChange({ newEmail, password }: { newEmail: string; password: string }) {
    const idToken = await freshIdToken(password);
    await client.call(api.requestEmailChange, {
      body: { newEmail: newEmail.trim() },
      headers: { Authorization: `Bearer ${idToken}` },
    });
    setSent(newEmail.trim());
    reset();
  }

  return (
    <Section aria-labelledby="email-heading">
      <h2 id="email-heading">E-mail address</h2>
      <p>
        {email} — {verified ? 'confirmed' : 'not confirmed yet'}
      </p>
      {sent && (
        <p role="status">
          We sent a link to {sent}. Your address changes once you follow it; {email} will be told.
        </p>
      )}
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="New e-mail address"
          type="email"
          autoComplete="email"
          error={errors.newEmail?.message}
          {...register('newEmail', { required: 'Email is required' })}
        />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', { required: 'Password is required' })}
        />
        <SubmitButton disabled={isSubmitting} error={error}>
          Change e-mail address
        </SubmitButton>
      </form>
    </Section>
  );
}

function ExportSection() {
  const client = useApiClient();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function download() {
    setError('');
    setBusy(true);
    try {
      const data = await client.call(api.exportMyData);
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `replay-market-export-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    } catch (err) {
      setError(getErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section aria-labelledby="export-heading">
      <h2 id="export-heading">Your data</h2>
      <p>
        A JSON file with your profile, listings, bookings, orders, payments, refunds, reviews, conversations, saved
        items and preferences. Three downloads a day.
      </p>
      <Button type="button" $variant="secondary" disabled={busy} onClick={() => void download()}>
        Download my data
      </Button>
      {error && <ErrorText>{error}</ErrorText>}
    </Section>
  );
}

function DeleteSection() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [word, setWord] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const freshIdToken = useFreshIdToken();
  const client = useApiClient();
  const logout = useLogout();

  function close() {
    setOpen(false);
    setPassword('');
    setWord('');
    setError('');
  }

  /** Enter in either field confirms, as the dialog's button does (the form has no submit button of its own). */
  function enterConfirms(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !busy) void confirm(event);
  }

  async function confirm(event?: FormEvent | KeyboardEvent) {
    event?.preventDefault();
    if (word !== 'DELETE') return setError('Type DELETE to confirm');
    if (!password) return setError('Password is required');
    setError('');
    setBusy(true);
    try {
      const idToken = await freshIdToken(password);
      await client.call(api.deleteMyAccount, {
        body: { confirm: 'DELETE' },
        headers: { Authorization: `Bearer ${idToken}` },
      });
      notifySuccess('Your account was deleted');
      await logout();
    } catch (err) {
      setError(getErrorMessage(err));
      setBusy(false);
    }
  }

  return (
    <Section aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete my account</h2>
      <p>
        Your profile, listings, saved items and notifications go; payments and refunds are kept with their amounts, as
        the law requires, and your reviews stay signed &quot;Deleted user&quot;.
      </p>
      <Button type="button" $variant="danger" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Modal
        open={open}
        title="Delete your account?"
        onCancel={close}
        onConfirm={() => void confirm()}
        confirmLabel="Delete my account"
        confirmVariant="danger"
        busy={busy}
      >
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <p>This cannot be undone. Enter your password and type DELETE.</p>
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            onKeyDown={enterConfirms}
          />
          <TextField
            label="Type DELETE"
            value={word}
            onChange={(event) => setWord(event.target.value)}
            onKeyDown={enterConfirms}
          />
          {error && <ErrorText>{error}</ErrorText>}
        </form>
      </Modal>
    </Section>
  );
}
