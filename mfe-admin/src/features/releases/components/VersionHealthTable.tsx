import styled from 'styled-components';
import { Badge, Table, type TableColumn } from '@replay/platform';
import type { ReleaseRemote, VersionHealth } from '../api/get-releases';
import { count, milliseconds, percent } from '../release-text';

const Version = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-variant-numeric: tabular-nums;
`;

/**
 * How each version of a remote fared with real visitors over the analysis window: sessions, failed
 * loads and errors, their rates, and the p75 vitals. A table on a desktop, a card per version on a phone.
 */
export function VersionHealthTable({ remote }: { remote: ReleaseRemote }) {
  const columns: ReadonlyArray<TableColumn<VersionHealth>> = [
    {
      header: 'Version',
      cell: (health) => (
        <Version>
          {health.version}
          {health.version === remote.stable.version && <Badge $tone="success">Stable</Badge>}
          {health.version === remote.canary?.version && <Badge $tone="info">Canary</Badge>}
        </Version>
      ),
    },
    { header: 'Sessions', cell: (health) => count(health.sessions) },
    { header: 'Failed loads', cell: (health) => count(health.failedLoads) },
    { header: 'Errors', cell: (health) => count(health.errors) },
    { header: 'Failure rate', cell: (health) => percent(health.failureRate) },
    { header: 'Error rate', cell: (health) => percent(health.errorRate) },
    { header: 'LCP p75', cell: (health) => milliseconds(health.lcpP75) },
    { header: 'INP p75', cell: (health) => milliseconds(health.inpP75) },
  ];
  return (
    <Table
      columns={columns}
      rows={remote.health}
      rowKey={(health) => health.version}
      emptyText="No visits reported in the window yet"
    />
  );
}
