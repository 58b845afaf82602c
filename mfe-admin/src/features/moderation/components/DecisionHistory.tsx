import { DECISION_ACTION_LABELS, DECISION_GROUND_LABELS, type Decision } from '@replay/contract';
import { Badge, Table, type TableColumn } from '@replay/platform';
import { CellLines } from '../../../components/CellLines';
import { Muted, Written } from '../../../components/CellText';
import { APPEAL_STATE_LABELS, TARGET_KIND_LABELS } from '../moderation-labels';
import { When } from './When';

const columns: ReadonlyArray<TableColumn<Decision>> = [
  { header: 'Decided', cell: (decision) => <When at={decision.createdAt} /> },
  {
    header: 'Content',
    cell: (decision) => (
      <CellLines>
        <Muted>{TARGET_KIND_LABELS[decision.target.kind]}</Muted>
        <p>{decision.targetText}</p>
      </CellLines>
    ),
  },
  {
    header: 'Action',
    cell: (decision) => (
      <CellLines>
        <p>{DECISION_ACTION_LABELS[decision.action]}</p>
        {decision.reversedAt && (
          <p>
            <Badge $tone="info">Reversed</Badge>
          </p>
        )}
      </CellLines>
    ),
  },
  {
    header: 'Ground',
    cell: (decision) => (
      <CellLines>
        <p>{DECISION_GROUND_LABELS[decision.ground]}</p>
        {decision.law && <Muted>{decision.law}</Muted>}
      </CellLines>
    ),
  },
  { header: 'Facts', cell: (decision) => <Written>{decision.facts}</Written> },
  {
    header: 'Appeal',
    cell: (decision) => (decision.appeal ? APPEAL_STATE_LABELS[decision.appeal.state] : <Muted>Not appealed</Muted>),
  },
];

/** The owner's earlier decisions, newest first: what was decided on what, why, and how any appeal ended. */
export function DecisionHistory({ decisions }: { decisions: readonly Decision[] }) {
  return (
    <Table
      columns={columns}
      rows={decisions}
      rowKey={(decision) => decision._id}
      emptyText="No earlier decisions about this member"
    />
  );
}
