import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, SelectField, TextField } from '@replay/platform';
import {
  filtersQuery,
  hasFilters,
  NO_FILTERS,
  readFilters,
  TARGET_MAX_LENGTH,
  type AuditFilters,
} from '../audit-filters';
import { ACTION_LABELS } from '../audit-labels';

const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

/** One column on a phone; the fields side by side, the buttons after them, on a wider screen. */
const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  align-items: end;
  column-gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  input:not([type='checkbox']),
  select,
  button {
    min-height: 44px;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-weight: 600;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** A shared link's filter by another admin, said in words, with the way out of it. */
const OtherActor = styled.p`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

export interface AuditFiltersFormProps {
  /** The filters applied: the URL's. */
  filters: AuditFilters;
  /** The signed-in admin's id: undefined while it loads, null when it could not be read ("Only my actions" is then left out). */
  myId: string | null | undefined;
  /** The name of the admin `filters.actor` names, when a loaded entry gives it. */
  actorName: string | undefined;
  onApply: (filters: AuditFilters) => void;
}

/** What the admin has chosen but not applied yet; `onlyMine` null while untouched (it then shows what the URL says). */
interface Draft {
  action: string;
  target: string;
  onlyMine: boolean | null;
}

const draftOf = (filters: AuditFilters): Draft => ({ action: filters.action, target: filters.target, onlyMine: null });

/** The log's filters: an action, a target's id and "Only my actions", applied together. */
export function AuditFiltersForm({ filters, myId, actorName, onApply }: AuditFiltersFormProps) {
  const [draft, setDraft] = useState(() => draftOf(filters));
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  // A new URL (applied here, a link, back or forward) starts the fields again from it.
  const applied = new URLSearchParams(filtersQuery(filters)).toString();
  const [startedFrom, setStartedFrom] = useState(applied);
  if (startedFrom !== applied) {
    setStartedFrom(applied);
    setDraft(draftOf(filters));
  }

  const mine = Boolean(myId) && filters.actor === myId;
  // A link from another admin may name someone else: said, and kept until this admin clears it or asks for their own.
  const otherActor = myId !== undefined && filters.actor !== '' && !mine;
  const onlyMine = draft.onlyMine ?? mine;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read back through the URL's own rules, so the form applies exactly what a link would.
    const typed = readFilters(new URLSearchParams({ action: draft.action, target: draft.target }));
    // Checked: the admin's own. Unchecked: none if the URL named them, else the URL's (another admin, or not known yet).
    const actor = myId && onlyMine ? myId : mine ? '' : filters.actor;
    onApply({ ...typed, actor });
  }

  return (
    <Form role="search" aria-label="Filter the audit log" onSubmit={submit}>
      <SelectField
        label="Action"
        value={draft.action}
        onChange={(event) => change({ action: event.target.value })}
        options={ACTION_OPTIONS}
      />
      <TextField
        label="Target id"
        value={draft.target}
        onChange={(event) => change({ target: event.target.value })}
        maxLength={TARGET_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
      />
      {myId !== null && (
        <Check>
          <input
            type="checkbox"
            checked={onlyMine}
            disabled={myId === undefined}
            onChange={(event) => change({ onlyMine: event.target.checked })}
          />
          Only my actions
        </Check>
      )}
      <Actions>
        <Button type="submit">Apply filters</Button>
        {hasFilters(filters) && (
          <Button type="button" $variant="ghost" onClick={() => onApply(NO_FILTERS)}>
            Clear filters
          </Button>
        )}
      </Actions>
      {otherActor && (
        <OtherActor>
          <span>Only the actions of {actorName ?? 'one admin'}.</span>
          <Button type="button" $small $variant="ghost" onClick={() => onApply({ ...filters, actor: '' })}>
            Show every admin’s actions
          </Button>
        </OtherActor>
      )}
    </Form>
  );
}
