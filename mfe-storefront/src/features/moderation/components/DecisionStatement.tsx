import { useCallback, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DECISION_ACTION_LABELS, DECISION_GROUND_LABELS, paths, type Appeal, type Decision } from '@replay/contract';
import { Badge, formatDate, formatDateTime } from '@replay/platform';
import { cardSurface } from '../../../components/styles';

const Card = styled.article`
  ${cardSurface}
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  overflow-wrap: anywhere;

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
`;

/** Label and value side by side; on a phone, the label above its value. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(1)};
    dd + dt {
      margin-top: ${({ theme }) => theme.space(2)};
    }
  }
`;

/** The member's or the admin's own words: their line breaks kept, never HTML. */
const Words = styled.span`
  white-space: pre-wrap;
`;

const Quote = styled.blockquote`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
`;

const AppealPart = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  /* Given focus once an appeal is sent (the button or form that had it is gone). */
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 4px;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** What the decision was about: a listing (a link to it when `linkProducts`), a message, an account. */
function Content({ decision, linkProducts }: { decision: Decision; linkProducts: boolean }) {
  const { target, targetText } = decision;
  if (target.kind === 'message')
    return (
      <>
        Message:
        <Quote>{targetText}</Quote>
      </>
    );
  if (target.kind === 'user') return <>Your account ({targetText})</>;
  return (
    <>Listing: {linkProducts ? <Link to={paths.product(target.id)}>{targetText}</Link> : <Words>{targetText}</Words>}</>
  );
}

/** How the appeal stands: under review, or the decision kept (with the reasons) or reversed. */
function appealOutcome(appeal: Appeal): string {
  if (appeal.state === 'reversed') return 'Appeal accepted: the decision was reversed';
  if (appeal.state === 'upheld')
    return appeal.reason ? `Decision upheld on appeal: ${appeal.reason}` : 'Decision upheld on appeal';
  return 'Our team is looking at your appeal.';
}

export interface DecisionStatementProps {
  decision: Decision;
  /**
   * How to appeal, shown while the decision may still be appealed (no appeal yet, the window
   * open): a button opening the appeal dialog, or the form itself. Given the statement's heading id.
   */
  renderAppeal: (headingId: string) => ReactNode;
  /** Links a listing to its page (a signed-in member can open it). */
  linkProducts?: boolean;
  /** The member has just appealed: focus goes to how the appeal stands (the button or form has gone). */
  focusAppeal?: boolean;
}

/**
 * A decision's statement of reasons: what was decided, on which content, the facts, the ground (and
 * the law), a suspension's end, the date, that a person decided, and the appeal: how it stands, or
 * until when one may be sent (`renderAppeal`), or that the time for it has passed.
 */
export function DecisionStatement({
  decision,
  renderAppeal,
  linkProducts = true,
  focusAppeal = false,
}: DecisionStatementProps) {
  const headingId = useId();
  const focusRef = useCallback(
    (node: HTMLElement | null) => {
      if (focusAppeal) node?.focus();
    },
    [focusAppeal],
  );
  const { appeal } = decision;
  const canAppeal = !appeal && Date.parse(decision.appealUntil) > Date.now();

  return (
    <Card aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{DECISION_ACTION_LABELS[decision.action]}</h2>
        {decision.reversedAt && <Badge $tone="success">Reversed on {formatDate(decision.reversedAt)}</Badge>}
      </Header>
      <Facts>
        <dt>Content</dt>
        <dd>
          <Content decision={decision} linkProducts={linkProducts} />
        </dd>
        <dt>Facts</dt>
        <dd>
          <Words>{decision.facts}</Words>
        </dd>
        <dt>Ground</dt>
        <dd>
          {DECISION_GROUND_LABELS[decision.ground]}
          {decision.law && (
            <>
              <br />
              Law: {decision.law}
            </>
          )}
        </dd>
        {decision.suspendedUntil && (
          <>
            <dt>Suspended until</dt>
            <dd>
              <time dateTime={decision.suspendedUntil}>{formatDateTime(decision.suspendedUntil)}</time>
            </dd>
          </>
        )}
        <dt>Date</dt>
        <dd>
          <time dateTime={decision.createdAt}>{formatDate(decision.createdAt)}</time>
        </dd>
      </Facts>
      <p>
        {decision.automated
          ? 'This decision was made by an automated system.'
          : 'This decision was made by a person on our team, not by an automated system.'}
      </p>
      {appeal ? (
        <AppealPart key="sent" ref={focusRef} tabIndex={-1}>
          <p>
            Appeal sent on <time dateTime={appeal.createdAt}>{formatDate(appeal.createdAt)}</time>
          </p>
          <Quote>{appeal.text}</Quote>
          <p>{appealOutcome(appeal)}</p>
        </AppealPart>
      ) : canAppeal ? (
        <AppealPart key="open">
          <p>You can appeal until {formatDate(decision.appealUntil)}.</p>
          {renderAppeal(headingId)}
        </AppealPart>
      ) : (
        <AppealPart key="closed">
          <Muted>The time to appeal ended on {formatDate(decision.appealUntil)}.</Muted>
        </AppealPart>
      )}
    </Card>
  );
}
