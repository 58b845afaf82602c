import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  DECISION_ACTION_LABELS,
  DECISION_ACTIONS,
  DECISION_GROUND_LABELS,
  DECISION_GROUNDS,
  groupThousands,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type Transparency,
} from '@replay/contract';
import { formatMonth, PageTitle, QueryContent, TextField, useHydrated } from '@replay/platform';
import { useTransparency } from './api/get-transparency';
import { cardSurface } from '../../components/styles';

/** `YYYY-MM`, as GET /transparency takes a month. */
const MONTH = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

/** The visitor's month now, `YYYY-MM`. */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

const Intro = styled.p`
  max-width: 70ch;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
`;

const MonthPicker = styled.div`
  max-width: 240px;
`;

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
`;

const Section = styled.section`
  ${cardSurface}
  padding: ${({ theme }) => theme.space(5)};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.125rem;
  }
`;

const MonthHeading = styled.h2`
  grid-column: 1 / -1;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 1.25rem;
`;

const Counts = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    font-weight: 400;
  }
  thead th {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
  td,
  thead th:last-child {
    padding-left: ${({ theme }) => theme.space(3)};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tfoot th,
  tfoot td {
    border-bottom: none;
    font-weight: 700;
  }
`;

const Numbers = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  margin: 0;

  dd {
    margin: 0;
    text-align: right;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const count = (value: number) => groupThousands(String(value));

/** A month's counts by key: every key of `keys` in its order, 0 for those the month has none of, and their total. */
function CountTable<Key extends string>({
  title,
  keyHeader,
  valueHeader,
  keys,
  labels,
  counts,
}: {
  title: string;
  keyHeader: string;
  valueHeader: string;
  keys: readonly Key[];
  labels: Record<Key, string>;
  counts: Transparency['notices'];
}) {
  const headingId = useId();
  const total = keys.reduce((sum, key) => sum + (counts[key] ?? 0), 0);
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <Counts aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{keyHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key}>
              <th scope="row">{labels[key]}</th>
              <td>{count(counts[key] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{count(total)}</td>
          </tr>
        </tfoot>
      </Counts>
    </Section>
  );
}

/** Hours with at most one decimal ("12.5"). */
const hours = (value: number) => String(Math.round(value * 10) / 10);

function MonthFigures({ figures }: { figures: Transparency }) {
  const timeId = useId();
  const appealsId = useId();
  return (
    <Figures>
      {/* The month the server counted (its current one when none was asked for). */}
      <MonthHeading>Figures for {formatMonth(`${figures.month}-15`)}</MonthHeading>
      <CountTable
        title="Notices by reason"
        keyHeader="Reason"
        valueHeader="Notices"
        keys={REPORT_REASONS}
        labels={REPORT_REASON_LABELS}
        counts={figures.notices}
      />
      <CountTable
        title="Decisions by action"
        keyHeader="Action"
        valueHeader="Decisions"
        keys={DECISION_ACTIONS}
        labels={DECISION_ACTION_LABELS}
        counts={figures.decisions}
      />
      <CountTable
        title="Decisions by ground"
        keyHeader="Ground"
        valueHeader="Decisions"
        keys={DECISION_GROUNDS}
        labels={DECISION_GROUND_LABELS}
        counts={figures.grounds}
      />
      <Section aria-labelledby={timeId}>
        <h3 id={timeId}>Time to decide</h3>
        <Numbers>
          <dt>Median hours from first report to decision</dt>
          <dd>
            {figures.medianHoursToDecision === null ? (
              <>
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">No decisions</span>
              </>
            ) : (
              hours(figures.medianHoursToDecision)
            )}
          </dd>
        </Numbers>
      </Section>
      <Section aria-labelledby={appealsId}>
        <h3 id={appealsId}>Appeals</h3>
        <Numbers>
          <dt>Appeals received</dt>
          <dd>{count(figures.appeals)}</dd>
          <dt>Decisions reversed on appeal</dt>
          <dd>{count(figures.reversals)}</dd>
        </Numbers>
      </Section>
    </Figures>
  );
}

/**
 * `/transparency` (public): a month of moderation, this month unless `?month=YYYY-MM` names
 * another: notices by reason, decisions by action and by ground (every reason, action and ground,
 * 0 when there was none), the median time to decide, appeals and reversals. The page is
 * prerendered: the month (the visitor's clock, the URL) is shown once hydrated.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : undefined;
  const figures = useTransparency(month);
  const hydrated = useHydrated();
  // What is being typed where the browser has no month picker (a text box): sent once it is a month.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = hydrated ? (draft ?? month ?? figures.data?.month ?? thisMonth()) : '';

  return (
    <section>
      <PageTitle>Transparency</PageTitle>
      <Intro>
        How our team handled notices and reports about content on Replay Market, month by month: what people told us
        about, what we decided and on what ground, how long it took, and how many decisions were appealed and reversed.
      </Intro>
      <MonthPicker>
        <TextField
          label="Month"
          type="month"
          placeholder="YYYY-MM"
          pattern="[0-9]{4}-[0-9]{2}"
          max={hydrated ? thisMonth() : undefined}
          value={shown}
          onChange={(event) => {
            const value = event.target.value;
            setDraft(value);
            if (MONTH.test(value)) setParams({ month: value }, { replace: true });
          }}
          onBlur={() => setDraft(null)}
        />
      </MonthPicker>
      <QueryContent
        query={figures}
        label="Loading the figures"
        minHeight={480}
        context="The figures could not be loaded"
      >
        {(data) => <MonthFigures figures={data} />}
      </QueryContent>
    </section>
  );
}
