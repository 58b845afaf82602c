import { useAuth, useRole } from '@replay/platform';

/**
 * Who may book: buyers only (the server answers 403 to sellers and admins, and a seller can
 * never book their own listing). 'signed-out' visitors see Book and are sent to sign in first;
 * 'pending' while the role is being read.
 */
export type BookingAccess = 'pending' | 'buyer' | 'not-buyer' | 'signed-out';

export function useBookingAccess(): BookingAccess {
  const { user } = useAuth();
  const role = useRole();
  if (!user) return 'signed-out';
  if (role.isPending) return 'pending';
  return role.data === 'buyer' ? 'buyer' : 'not-buyer';
}
