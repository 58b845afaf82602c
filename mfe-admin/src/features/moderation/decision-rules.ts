import { groupThousands, LIMITS, type DecisionAction, type DecisionGround } from '@replay/contract';
import type { CaseDecision } from './api/decide-case';

/** The decision form's fields as typed: '' for a choice not made yet, the days as written. */
export interface DecisionValues {
  action: DecisionAction | '';
  ground: DecisionGround | '';
  law: string;
  facts: string;
  days: string;
}

export const NO_DECISION: DecisionValues = { action: '', ground: '', law: '', facts: '', days: '' };

/** Illegal content names the law it breaks. */
export const needsLaw = (ground: DecisionValues['ground']) => ground === 'illegal_content';

/** A suspension says for how long. */
export const needsDays = (action: DecisionValues['action']) => action === 'suspend';

/** The form's rules: those of POST /admin/cases/:id/decision's body, each said as the admin reads it. */
export const decisionRules = {
  action: { required: 'Choose an action' },
  ground: { required: 'Choose the ground' },
  law: {
    validate: (law: string, { ground }: DecisionValues) => {
      if (!needsLaw(ground)) return true;
      if (!law.trim()) return 'Name the law the content breaks';
      return law.trim().length <= LIMITS.lawMax || `Keep the law to ${LIMITS.lawMax} characters or fewer`;
    },
  },
  facts: {
    validate: (facts: string) => {
      if (!facts.trim()) return 'Write the facts the decision rests on';
      return (
        facts.trim().length <= LIMITS.decisionFactsMax ||
        `Keep the facts to ${groupThousands(String(LIMITS.decisionFactsMax))} characters or fewer`
      );
    },
  },
  days: {
    validate: (days: string, { action }: DecisionValues) => {
      if (!needsDays(action)) return true;
      if (!days.trim()) return 'Enter how many days';
      const count = Number(days);
      if (!Number.isFinite(count) || count <= 0) return 'Enter more than 0 days';
      return count <= LIMITS.suspensionDaysMax || `Enter at most ${LIMITS.suspensionDaysMax} days`;
    },
  },
};

/** The body sent for valid values: the law only for illegal content, the days only for a suspension. */
export const decisionBody = ({ action, ground, law, facts, days }: DecisionValues): CaseDecision => ({
  action: action as DecisionAction,
  ground: ground as DecisionGround,
  ...(needsLaw(ground) ? { law: law.trim() } : {}),
  facts: facts.trim(),
  ...(needsDays(action) ? { days: Number(days) } : {}),
});

/** The fields a 400 may name (`errors.facts`), to show the server's word on them. */
export const DECISION_FIELDS = ['action', 'ground', 'law', 'facts', 'days'] as const satisfies ReadonlyArray<
  keyof DecisionValues
>;
