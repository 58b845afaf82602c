import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type CaseDetail } from '@replay/contract';
import { Badge, ProductThumb } from '@replay/platform';
import { CellLines } from '../../../components/CellLines';
import { Muted, Written } from '../../../components/CellText';
import { reasonSummary } from '../../../utils/report-reasons';
import { TARGET_KIND_LABELS } from '../moderation-labels';
import { CaseReportsTable } from './CaseReportsTable';
import { DecisionDetails } from './DecisionDetails';
import { DecisionForm } from './DecisionForm';
import { DecisionHistory } from './DecisionHistory';
import { DetailList } from './DetailList';
import { When } from './When';

const Box = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.25rem;
  }
`;

const Content = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A link in running text, tall enough to tap. */
const PageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.primary};
`;

/** A part of the case's page under its heading (`h2`), named by it. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Box>
  );
}

const strikeCount = (strikes: number) => (strikes === 1 ? '1 strike' : `${strikes} strikes`);

/** What was reported: its picture, its text (a listing's links to its page), and how much and since when. */
function Reported({ detail }: { detail: CaseDetail }) {
  const { target, preview } = detail;
  const summary = reasonSummary(detail.reasons);
  return (
    <DetailList
      details={[
        ['Kind', TARGET_KIND_LABELS[target.kind]],
        [
          'Content',
          <Content>
            {preview.imageUrl && <ProductThumb src={preview.imageUrl} alt="" />}
            <CellLines>
              <Written>{preview.text}</Written>
              {!preview.present && <Muted>No longer on the site</Muted>}
              {target.kind === 'product' && <PageLink to={paths.product(target.id)}>View the listing</PageLink>}
            </CellLines>
          </Content>,
        ],
        ['State', detail.state === 'open' ? 'Open' : 'Decided'],
        ['Severity', detail.severe && <Badge $tone="danger">Severe</Badge>],
        ['Reports', summary ? `${detail.reports}: ${summary}` : String(detail.reports)],
        ['First report', <When at={detail.firstAt} />],
        ['Last report', <When at={detail.lastAt} />],
      ]}
    />
  );
}

/** Whose content it is, their strikes and any suspension under way. */
function Owner({ detail }: { detail: CaseDetail }) {
  const { owner } = detail.preview;
  if (!owner) return <p>The account is gone.</p>;
  return (
    <DetailList
      details={[
        ['Name', owner.name],
        ['E-mail', <a href={`mailto:${owner.email}`}>{owner.email}</a>],
        ['Strikes', strikeCount(detail.strikes)],
        [
          'Suspended',
          detail.suspendedUntil ? (
            <>
              Until <When at={detail.suspendedUntil} />
            </>
          ) : (
            'No'
          ),
        ],
      ]}
    />
  );
}

/** A case in full: what was reported and whose it is, the reports and notices, the owner's history, and its decision or the form to make it. */
export function CaseDetails({ detail }: { detail: CaseDetail }) {
  return (
    <>
      <Section title="Reported content">
        <Reported detail={detail} />
      </Section>
      <Section title="Owner">
        <Owner detail={detail} />
      </Section>
      <Section title={`Reports and notices (${detail.items.length})`}>
        <CaseReportsTable reports={detail.items} />
      </Section>
      <Section title="The owner’s earlier decisions">
        <DecisionHistory decisions={detail.history} />
      </Section>
      <Section title="Decision">
        {detail.state === 'open' ? (
          <DecisionForm detail={detail} />
        ) : detail.decision ? (
          <DecisionDetails decision={detail.decision} />
        ) : (
          <Muted>Decided; the decision is not on record.</Muted>
        )}
      </Section>
    </>
  );
}
