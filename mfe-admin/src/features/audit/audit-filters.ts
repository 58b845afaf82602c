import { isAuditAction, type AuditAction } from './audit-labels';

/** The contract's longest target id. */
export const TARGET_MAX_LENGTH = 80;

/** The log's filters as the URL holds them (`?action=&target=&actor=`); '' for none. */
export interface AuditFilters {
  action: AuditAction | '';
  target: string;
  /** The acting admin's id. */
  actor: string;
}

export const NO_FILTERS: AuditFilters = { action: '', target: '', actor: '' };

/** The filters a URL names; an action the page does not know, or an over-long target, counts as none. */
export function readFilters(params: URLSearchParams): AuditFilters {
  const action = params.get('action') ?? '';
  const target = (params.get('target') ?? '').trim();
  return {
    action: isAuditAction(action) ? action : '',
    target: target.length <= TARGET_MAX_LENGTH ? target : '',
    actor: (params.get('actor') ?? '').trim(),
  };
}

const FILTER_NAMES = ['action', 'target', 'actor'] as const satisfies ReadonlyArray<keyof AuditFilters>;

/** The filters that are set, in a fixed order: the page's URL query and, with a cursor added, the API's. */
export const filtersQuery = (filters: AuditFilters): Record<string, string> =>
  Object.fromEntries(FILTER_NAMES.filter((name) => filters[name]).map((name) => [name, filters[name]]));

export const hasFilters = (filters: AuditFilters): boolean => Object.keys(filtersQuery(filters)).length > 0;
