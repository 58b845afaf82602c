import { REPORT_REASONS, type CaseState, type ReportReason } from '@replay/contract';

/** The queue's filters as the URL holds them (`?state=&reason=`): open cases of every reason unless it says. */
export interface CaseFilters {
  state: CaseState;
  /** '' for every reason. */
  reason: ReportReason | '';
}

const REASONS: ReadonlySet<string> = new Set(REPORT_REASONS);

/** A reason the contract knows, or '' (every reason) for anything else. */
export const readReason = (value: string | null): ReportReason | '' =>
  value && REASONS.has(value) ? (value as ReportReason) : '';

export const readCaseFilters = (params: URLSearchParams): CaseFilters => ({
  state: params.get('state') === 'decided' ? 'decided' : 'open',
  reason: readReason(params.get('reason')),
});

/** The page's URL query and the API's: the state always, the reason when one is chosen. */
export const caseFiltersQuery = ({ state, reason }: CaseFilters): { state: CaseState; reason?: ReportReason } =>
  reason ? { state, reason } : { state };
