import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonRow, formatDateTime, TouchButton } from '@replay/platform';
import type { ReleaseRemote } from '../api/get-releases';
import { canaryText, REMOTE_LABELS } from '../release-text';
import { CanaryForm } from './CanaryForm';
import { ReleaseActionModal, type ReleaseAction } from './ReleaseActionModal';
import { ReleaseHistory } from './ReleaseHistory';
import { VersionHealthTable } from './VersionHealthTable';

const Box = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.25rem;
  }
  h3 {
    margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(2)};
    font-size: 1.05rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

/** The remote's release at a glance: as many side by side as fit, one under another on a narrow phone. */
const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    overflow-wrap: anywhere;
  }
`;

/** A link in a summary, tall enough to tap. */
const Mail = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.primary};
`;

/** What the canary form starts from: it changes with any change of the release. */
const releaseKey = ({ stable, canary, autoPromote }: ReleaseRemote) =>
  [stable.version, canary?.version, canary?.share, autoPromote].join('/');

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One remote's release: its stable version, the canary and its share, the owner, auto-promotion
 * and since when; Promote (while there is a canary, a rolled-back one too) and Roll back (while
 * visitors get the canary), each confirmed with a reason; each version's health; the canary's
 * form; and the history.
 */
export function RemoteRelease({ remote }: { remote: ReleaseRemote }) {
  const headingId = useId();
  const [action, setAction] = useState<ReleaseAction | null>(null);
  const { canary } = remote;
  const label = REMOTE_LABELS[remote.name];

  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      <Summary>
        <Figure term="Stable">{remote.stable.version}</Figure>
        <Figure term="Canary">{canaryText(canary)}</Figure>
        <Figure term="Canary since">
          {remote.canarySince ? <time dateTime={remote.canarySince}>{formatDateTime(remote.canarySince)}</time> : '—'}
        </Figure>
        <Figure term="Auto-promote">{remote.autoPromote ? 'On' : 'Off'}</Figure>
        <Figure term="Owner">
          {remote.owner ? <Mail href={`mailto:${remote.owner}`}>{remote.owner}</Mail> : 'No owner declared'}
        </Figure>
      </Summary>
      {canary && (
        <ButtonRow>
          <TouchButton
            type="button"
            onClick={() => setAction('promote')}
            aria-label={`Promote ${label} ${canary.version}`}
          >
            Promote
          </TouchButton>
          {canary.share > 0 && (
            <TouchButton
              type="button"
              $variant="danger"
              onClick={() => setAction('rollback')}
              aria-label={`Roll back ${label} ${canary.version}`}
            >
              Roll back
            </TouchButton>
          )}
        </ButtonRow>
      )}
      <h3>Health by version</h3>
      <VersionHealthTable remote={remote} />
      <h3>{canary ? 'Change the canary' : 'Start a canary'}</h3>
      {/* Filled anew from the registry whenever the release changes (a promotion ends the canary). */}
      <CanaryForm key={releaseKey(remote)} remote={remote} />
      <ReleaseHistory remote={remote} />
      {canary && action && (
        <ReleaseActionModal remote={{ ...remote, canary }} action={action} onClose={() => setAction(null)} />
      )}
    </Box>
  );
}
