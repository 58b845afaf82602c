import { useCallback, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LIMITS, type ReportReason } from '@replay/contract';
import {
  ApiClientError,
  Button,
  ErrorText,
  getErrorMessage,
  PageTitle,
  SelectField,
  TextField,
  useHydrated,
} from '@replay/platform';
import { useSubmitNotice } from './api/submit-notice';
import { CountedTextArea } from '../../components/CountedTextArea';
import { REPORT_REASON_CHOICES } from '../../components/report-reasons';

interface NoticeValues {
  url: string;
  reason: ReportReason | '';
  explanation: string;
  name: string;
  email: string;
  goodFaith: boolean;
}

/** The most a link may be, as POST /notices takes it. */
const URL_MAX = 500;
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const Card = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
`;

const Check = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};

  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: flex-start;
    font-weight: 600;
  }
  input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0.15rem 0 0;
  }
`;

const Received = styled.div`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.25rem;
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    overflow-wrap: anywhere;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 4px;
  }
`;

const Send = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
`;

const isLink = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
};

/** The form's fields the API may name in a validation error (`errors`): shown on the field. */
const FIELDS = ['url', 'reason', 'explanation', 'name', 'email'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);

/** "We received your notice" in place of the form, given focus so it is read out. */
function NoticeReceived({ reference, email }: { reference: string; email: string }) {
  const focus = useCallback((node: HTMLDivElement | null) => node?.focus(), []);
  return (
    <Received ref={focus} tabIndex={-1}>
      <h2>We received your notice</h2>
      <p>
        Reference: <strong>{reference}</strong>
      </p>
      <p>We also e-mailed it to {email}.</p>
    </Received>
  );
}

/**
 * `/report-content` (public, no sign-in): anyone's notice about a listing, seller or message that
 * breaks the law or our rules: its link (`?url=` fills it in), a reason, an explanation, the
 * notifier's name and e-mail and a statement of good faith. Sent, the form gives way to the notice's
 * reference. The page is prerendered: Send notice waits for the page's script (useHydrated).
 */
export function Component() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const checkId = useId();
  const notice = useSubmitNotice();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<NoticeValues>({
    defaultValues: {
      url: params.get('url') ?? '',
      reason: '',
      explanation: '',
      name: '',
      email: '',
      goodFaith: false,
    },
  });
  const explanationLength = useWatch({ control, name: 'explanation' }).length;

  const submit = handleSubmit(({ url, reason, explanation, name, email }) =>
    notice.mutate(
      {
        url: url.trim(),
        reason: reason as ReportReason,
        explanation: explanation.trim(),
        name: name.trim(),
        email: email.trim(),
        goodFaith: true,
      },
      {
        onError: (error) => {
          if (!(error instanceof ApiClientError)) return;
          for (const [field, message] of Object.entries(error.errors ?? {}))
            if (isField(field)) setError(field, { message });
        },
      },
    ),
  );

  if (notice.isSuccess)
    return (
      <Card>
        <PageTitle>Report content</PageTitle>
        <NoticeReceived reference={notice.data.reference} email={notice.variables.email} />
      </Card>
    );

  return (
    <Card>
      <PageTitle>Report content</PageTitle>
      <Intro>
        Anyone may tell us about a listing, a seller or a message on Replay Market that breaks the law or our rules: you
        do not need an account. Give us its link and tell us what is wrong; we send you a reference for your notice.
      </Intro>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Notice">
        <TextField
          label="Link to the content"
          type="url"
          inputMode="url"
          placeholder="https://"
          required
          maxLength={URL_MAX}
          error={errors.url?.message}
          {...register('url', {
            validate: (value) => isLink(value) || 'Enter the full link, starting with https://',
            maxLength: { value: URL_MAX, message: `Keep the link to ${URL_MAX} characters or fewer` },
          })}
        />
        <SelectField
          label="Reason"
          options={REPORT_REASON_CHOICES}
          required
          error={errors.reason?.message}
          {...register('reason', { required: 'Choose a reason' })}
        />
        <CountedTextArea
          label="Explanation"
          required
          rows={6}
          count={explanationLength}
          maxLength={LIMITS.noticeExplanationMax}
          error={errors.explanation?.message}
          {...register('explanation', {
            validate: (value) => value.trim() !== '' || 'Explain what is wrong with it',
            maxLength: {
              value: LIMITS.noticeExplanationMax,
              message: `Keep the explanation to ${LIMITS.noticeExplanationMax} characters or fewer`,
            },
          })}
        />
        <TextField
          label="Your name"
          autoComplete="name"
          required
          maxLength={LIMITS.nameMax}
          error={errors.name?.message}
          {...register('name', { validate: (value) => value.trim() !== '' || 'Enter your name' })}
        />
        <TextField
          label="Your e-mail"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX}
          error={errors.email?.message}
          {...register('email', {
            validate: (value) =>
              value.trim() === ''
                ? 'Enter your e-mail address'
                : EMAIL.test(value.trim()) || 'Enter a valid e-mail address',
          })}
        />
        <Check>
          <label htmlFor={checkId}>
            <input
              id={checkId}
              type="checkbox"
              required
              aria-invalid={Boolean(errors.goodFaith)}
              aria-describedby={errors.goodFaith ? `${checkId}-error` : undefined}
              {...register('goodFaith', { required: 'Confirm that you send this notice in good faith' })}
            />
            I believe in good faith that this information is accurate
          </label>
          {errors.goodFaith && <ErrorText id={`${checkId}-error`}>{errors.goodFaith.message}</ErrorText>}
        </Check>
        <Send>
          {notice.isError && <ErrorText>{getErrorMessage(notice.error)}</ErrorText>}
          <Button type="submit" disabled={notice.isPending || !hydrated}>
            {notice.isPending ? 'Sending…' : 'Send notice'}
          </Button>
        </Send>
      </form>
    </Card>
  );
}
