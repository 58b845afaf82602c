import { DECISION_ACTION_LABELS, DECISION_GROUND_LABELS, type Decision } from '@replay/contract';
import { CellLines } from '../../../components/CellLines';
import { Written } from '../../../components/CellText';
import { APPEAL_STATE_LABELS } from '../moderation-labels';
import { DetailList } from './DetailList';
import { When } from './When';

const dayCount = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** A suspension's length and, once known, its end. */
function Suspension({ decision }: { decision: Decision }) {
  if (decision.days === undefined) return null;
  return (
    <>
      {dayCount(decision.days)}
      {decision.suspendedUntil && (
        <>
          , until <When at={decision.suspendedUntil} />
        </>
      )}
    </>
  );
}

/** The decision's appeal: how it stands, what the member wrote and the deciding admin's reasons; or until when one may come. */
function AppealOf({ decision }: { decision: Decision }) {
  const { appeal } = decision;
  if (!appeal)
    return (
      <>
        Not appealed (possible until <When at={decision.appealUntil} />)
      </>
    );
  return (
    <CellLines>
      <p>
        {APPEAL_STATE_LABELS[appeal.state]}
        {appeal.decidedAt && (
          <>
            , <When at={appeal.decidedAt} />
          </>
        )}
      </p>
      <Written>“{appeal.text}”</Written>
      {appeal.reason && <Written>Reasons: {appeal.reason}</Written>}
    </CellLines>
  );
}

/** A decision as its statement of reasons says it: action, ground, law, facts, suspension, date and appeal. */
export function DecisionDetails({ decision }: { decision: Decision }) {
  return (
    <DetailList
      details={[
        ['Action', DECISION_ACTION_LABELS[decision.action]],
        ['Ground', DECISION_GROUND_LABELS[decision.ground]],
        ['Law', decision.law],
        ['Facts', <Written>{decision.facts}</Written>],
        ['Suspension', decision.days !== undefined && <Suspension decision={decision} />],
        ['Decided', <When at={decision.createdAt} />],
        ['Appeal', <AppealOf decision={decision} />],
        ['Reversed', decision.reversedAt && <When at={decision.reversedAt} />],
      ]}
    />
  );
}
