/** The admin's own query keys (the reported items' key is the platform's: the storefront invalidates it). */
export const adminKeys = {
  /** GET /role/buyers or /role/sellers. */
  users: (role: 'buyer' | 'seller') => ['users', role] as const,
  /** GET /admin/message-reports. */
  reportedMessages: ['admin', 'message-reports'] as const,
};
