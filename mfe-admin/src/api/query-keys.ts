import type { RemoteName } from '@replay/contract';

/** The admin's own query keys (the reported items' key is the platform's: the storefront invalidates it). */
export const adminKeys = {
  /** GET /role/buyers or /role/sellers. */
  users: (role: 'buyer' | 'seller') => ['users', role] as const,
  /** GET /admin/message-reports. */
  reportedMessages: ['admin', 'message-reports'] as const,
  /** GET /admin/money. */
  money: ['admin', 'money'] as const,
  /** GET /admin/disputes, each state's list under it. */
  disputes: ['admin', 'disputes'] as const,
  /** GET /admin/audit, each set of filters' list under it. */
  audit: ['admin', 'audit'] as const,
  /** GET /admin/cases, each set of filters' list under it, and each case (GET /admin/cases/:id): a decision changes both. */
  cases: ['admin', 'cases'] as const,
  case: (id: string) => ['admin', 'cases', 'case', id] as const,
  /** GET /admin/appeals, each state's list under it. */
  appeals: ['admin', 'appeals'] as const,
  /** GET /releases, and each remote's history (GET /releases/:remote/history) under it: a change moves both. */
  releases: ['admin', 'releases'] as const,
  releaseHistory: (remote: RemoteName) => ['admin', 'releases', 'history', remote] as const,
};
