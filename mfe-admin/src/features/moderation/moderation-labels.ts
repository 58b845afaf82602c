import type { AppealOutcome, AppealState, CaseTargetKind } from '@replay/contract';

/** What a case or a decision is about, as the admin reads it. */
export const TARGET_KIND_LABELS: Record<CaseTargetKind, string> = {
  product: 'Listing',
  message: 'Message',
  user: 'Member',
};

/** Where an appeal stands, said of the decision it appeals. */
export const APPEAL_STATE_LABELS: Record<AppealState, string> = {
  open: 'Appealed, not decided yet',
  upheld: 'Upheld on appeal',
  reversed: 'Reversed on appeal',
};

/** What the admin deciding an appeal chooses. */
export const APPEAL_OUTCOME_CHOICES: Record<AppealOutcome, string> = {
  upheld: 'Uphold the decision',
  reversed: 'Reverse the decision',
};
