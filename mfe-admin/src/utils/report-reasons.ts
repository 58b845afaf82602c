import { REPORT_REASON_LABELS, REPORT_REASONS } from '@replay/contract';

const known: ReadonlySet<string> = new Set(REPORT_REASONS);

/**
 * "Scam or fraud (2), Something else (1)": how many reports gave each reason, most severe first
 * (REPORT_REASONS' order), then any this app does not know yet as the server names it; empty
 * without `reasons`.
 */
export function reasonSummary(reasons: Readonly<Record<string, number>> | undefined): string {
  if (!reasons) return '';
  const given = (reason: string) => (reasons[reason] ?? 0) > 0;
  return [
    ...REPORT_REASONS.filter(given).map((reason) => `${REPORT_REASON_LABELS[reason]} (${reasons[reason]})`),
    ...Object.keys(reasons)
      .filter((reason) => !known.has(reason) && given(reason))
      .map((reason) => `${reason} (${reasons[reason]})`),
  ].join(', ');
}
