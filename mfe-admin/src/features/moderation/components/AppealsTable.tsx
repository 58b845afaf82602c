import { useState } from 'react';
import { DECISION_ACTION_LABELS, DECISION_GROUND_LABELS, type AdminAppeal, type AppealState } from '@replay/contract';
import { Table, type TableColumn } from '@replay/platform';
import { CellLines } from '../../../components/CellLines';
import { Muted, Written } from '../../../components/CellText';
import { TouchButton } from '../../../components/TouchButton';
import { APPEAL_STATE_LABELS, TARGET_KIND_LABELS } from '../moderation-labels';
import { DecideAppealModal } from './DecideAppealModal';
import { When } from './When';

/** The decision appealed: what it did on what, on which ground, the facts, and who decided it when. */
function AppealedDecision({ appeal }: { appeal: AdminAppeal }) {
  const { decision } = appeal;
  return (
    <CellLines>
      <p>
        <strong>{DECISION_ACTION_LABELS[decision.action]}</strong>: {DECISION_GROUND_LABELS[decision.ground]}
        {decision.law && ` (${decision.law})`}
      </p>
      <p>
        {TARGET_KIND_LABELS[decision.target.kind]}: {decision.targetText}
      </p>
      <Written>{decision.facts}</Written>
      <Muted>
        By {appeal.decidedBy.name}, <When at={decision.createdAt} />
      </Muted>
    </CellLines>
  );
}

/** How a decided appeal ended: its outcome, the deciding admin's reasons, when. */
function Outcome({ appeal }: { appeal: AdminAppeal }) {
  return (
    <CellLines>
      <p>
        <strong>{APPEAL_STATE_LABELS[appeal.state]}</strong>
      </p>
      {appeal.reason && <Written>{appeal.reason}</Written>}
      {appeal.decidedAt && (
        <Muted>
          <When at={appeal.decidedAt} />
        </Muted>
      )}
    </CellLines>
  );
}

/**
 * The appeals of one state: who appeals, the decision they appeal, what they wrote and when; an open
 * one has Decide, a decided one its outcome. A table on a desktop, a card per appeal on a phone.
 */
export function AppealsTable({
  appeals,
  state,
  emptyText,
}: {
  appeals: readonly AdminAppeal[];
  state: AppealState;
  emptyText: string;
}) {
  const [deciding, setDeciding] = useState<AdminAppeal | null>(null);

  const columns: ReadonlyArray<TableColumn<AdminAppeal>> = [
    {
      header: 'Appellant',
      cell: (appeal) => (
        <CellLines>
          <p>{appeal.appellant.name}</p>
          <a href={`mailto:${appeal.appellant.email}`}>{appeal.appellant.email}</a>
        </CellLines>
      ),
    },
    { header: 'Decision', cell: (appeal) => <AppealedDecision appeal={appeal} /> },
    { header: 'Appeal', cell: (appeal) => <Written>{appeal.text}</Written> },
    { header: 'Appealed', cell: (appeal) => <When at={appeal.createdAt} /> },
    {
      header: state === 'open' ? 'Action' : 'Outcome',
      cell: (appeal) =>
        appeal.state === 'open' ? (
          <TouchButton
            type="button"
            $small
            onClick={() => setDeciding(appeal)}
            aria-label={`Decide the appeal of ${appeal.appellant.name}`}
          >
            Decide
          </TouchButton>
        ) : (
          <Outcome appeal={appeal} />
        ),
    },
  ];

  return (
    <>
      <Table columns={columns} rows={appeals} rowKey={(appeal) => appeal._id} emptyText={emptyText} />
      {deciding && <DecideAppealModal appeal={deciding} onClose={() => setDeciding(null)} />}
    </>
  );
}
