import { api } from '@replay/contract';
import { listQueryOptions, useApiClient, useList, type ApiClient } from '@replay/platform';
import { adminKeys } from '../../../api/query-keys';
import { filtersQuery, type AuditFilters } from '../audit-filters';

/** GET /admin/audit?action=&target=&actor=: the admins' actions, newest first, a page at a time. */
export const auditLogQueryOptions = (client: ApiClient, filters: AuditFilters) =>
  listQueryOptions(client, [...adminKeys.audit, filters], api.listAuditLog, { query: filtersQuery(filters) });

export function useAuditLog(filters: AuditFilters) {
  return useList(auditLogQueryOptions(useApiClient(), filters));
}
