import type { api, AuditTargetKind } from '@replay/contract';

/** The admin actions the log records (the endpoints' names), as the page names them. */
export const ACTION_LABELS = {
  deleteBuyer: 'Delete buyer',
  deleteSeller: 'Delete seller',
  verifySeller: 'Verify seller',
  deleteProduct: 'Delete listing',
  deleteReportedProduct: 'Remove reported listing',
  hideMessage: 'Hide message',
  resolveDispute: 'Resolve dispute',
  decideCase: 'Decide case',
  decideAppeal: 'Decide appeal',
  putRelease: 'Change release',
} as const satisfies Partial<Record<keyof typeof api, string>>;

export type AuditAction = keyof typeof ACTION_LABELS;

export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(ACTION_LABELS, value);

/** An entry's action as the page shows it: its label, or its endpoint's name for one this page does not know yet. */
export const actionLabel = (action: string): string => (isAuditAction(action) ? ACTION_LABELS[action] : action);

export const TARGET_KIND_LABELS: Record<AuditTargetKind, string> = {
  user: 'User',
  product: 'Listing',
  message: 'Message',
  dispute: 'Dispute',
  case: 'Case',
  appeal: 'Appeal',
  release: 'Release',
};
