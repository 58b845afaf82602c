import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatDateTime, QueryContent, Table, TouchButton, type TableColumn } from '@replay/platform';
import { CellLines } from '../../../components/CellLines';
import { Written } from '../../../components/CellText';
import { useReleaseHistory, type ReleaseChange } from '../api/get-release-history';
import type { ReleaseRemote } from '../api/get-releases';
import { actorText, figuresText, REMOTE_LABELS, stateText } from '../release-text';

/** The disclosure's heading: its button names it. */
const Heading = styled.h3`
  && {
    margin-bottom: 0;
  }
`;

const Panel = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
`;

const columns: ReadonlyArray<TableColumn<ReleaseChange>> = [
  { header: 'When', cell: (change) => <time dateTime={change.at}>{formatDateTime(change.at)}</time> },
  { header: 'Who', cell: (change) => actorText(change.actor) },
  {
    header: 'Change',
    cell: (change) => (
      <CellLines>
        <p>
          {stateText(change.from)} → {stateText(change.to)}
        </p>
      </CellLines>
    ),
  },
  { header: 'Reason', cell: (change) => <Written>{change.reason}</Written> },
  {
    header: 'Figures',
    // Only an automatic decision has figures; the cell stays empty (and hidden on a phone) otherwise.
    cell: (change) =>
      change.figures && (
        <CellLines>
          {figuresText(change.figures).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </CellLines>
      ),
  },
];

/** The remote's release changes, newest first, behind a "History" disclosure (a heading's button): asked for when first opened. */
export function ReleaseHistory({ remote }: { remote: ReleaseRemote }) {
  const [open, setOpen] = useState(false);
  const history = useReleaseHistory(remote.name, open);
  const panelId = useId();

  return (
    <>
      <Heading>
        <TouchButton
          type="button"
          $variant="ghost"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`History of ${REMOTE_LABELS[remote.name]}`}
          onClick={() => setOpen(!open)}
        >
          History
        </TouchButton>
      </Heading>
      <Panel id={panelId} hidden={!open}>
        {open && (
          <QueryContent query={history} label="Loading the history">
            {(changes) => (
              <Table
                columns={columns}
                rows={changes}
                rowKey={(change) => change._id}
                emptyText="No release changes yet"
              />
            )}
          </QueryContent>
        )}
      </Panel>
    </>
  );
}
