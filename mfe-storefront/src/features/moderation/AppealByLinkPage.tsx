import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ErrorText, getErrorMessage, Loading, PageTitle, QueryContent, useHydrated } from '@replay/platform';
import { useAppealByLink, useDecisionByLink } from './api/decisions';
import { AppealTextField, emptyAppeal, type AppealValues } from './components/AppealTextField';
import { DecisionStatement } from './components/DecisionStatement';

const Page = styled.section`
  max-width: 720px;
  margin: 0 auto;
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.muted};
`;

const Form = styled.form`
  width: 100%;
`;

/** The appeal, inline: the link's token is the right to send it. */
function AppealForm({ token, onSent }: { token: string; onSent: () => void }) {
  const form = useForm<AppealValues>({ defaultValues: emptyAppeal });
  const appeal = useAppealByLink();
  const submit = form.handleSubmit(({ text }) => appeal.mutate({ token, text: text.trim() }, { onSuccess: onSent }));

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Appeal">
      <AppealTextField form={form} />
      {appeal.isError && <ErrorText>{getErrorMessage(appeal.error)}</ErrorText>}
      <Button type="submit" disabled={appeal.isPending}>
        {appeal.isPending ? 'Sending…' : 'Send appeal'}
      </Button>
    </Form>
  );
}

/** The link's decision, or why it cannot be shown (the API's message for a wrong or expired link). */
function LinkedDecision({ token }: { token: string }) {
  const decision = useDecisionByLink(token);
  const [sent, setSent] = useState(false);
  return (
    <QueryContent query={decision} label="Loading the decision" minHeight={320} context="This link could not be opened">
      {(item) => (
        <DecisionStatement
          decision={item}
          linkProducts={false}
          focusAppeal={sent}
          renderAppeal={() => <AppealForm token={token} onSent={() => setSent(true)} />}
        />
      )}
    </QueryContent>
  );
}

/**
 * `/appeal?token=` (no sign-in): where the statement mail of a decision that closed an account
 * leads. The signed token is the right to read the decision and to appeal it once (the server
 * checks it). The page is prerendered without a token, so the link is read once hydrated.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const hydrated = useHydrated();

  return (
    <Page>
      {/* A page for one person's link: not for search engines. React puts it in the document's head. */}
      <meta name="robots" content="noindex" />
      <PageTitle>Appeal a decision</PageTitle>
      <Intro>
        This is the statement of reasons for a decision our team made about your Replay Market account. If you think we
        got it wrong, tell us why and our team looks at it again.
      </Intro>
      {!hydrated ? (
        <Loading label="Loading the decision" minHeight={320} />
      ) : token ? (
        <LinkedDecision token={token} />
      ) : (
        <ErrorText>This link is not complete: open it from the e-mail we sent you.</ErrorText>
      )}
    </Page>
  );
}
