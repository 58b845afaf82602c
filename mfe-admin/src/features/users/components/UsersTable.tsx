import type { ReactNode } from 'react';
import { type User } from '@replay/contract';
import { Avatar } from '@replay/platform';
import { AdminTable } from '../../../components/AdminTable';
import { NameCell } from '../../../components/NameCell';
import { useUsers, type ListedRole } from '../api/get-users';
import { useDeleteUser } from '../api/delete-user';

const emptyTexts: Record<ListedRole, string> = {
  buyer: 'There is no Buyer to show',
  seller: 'There is no Seller to show',
};

/** The spec has no success text for deleting a user; this one names what happened. */
const deletedTexts: Record<ListedRole, string> = {
  buyer: 'Buyer deleted',
  seller: 'Seller deleted',
};

const deleteDescriptions: Record<ListedRole, (user: User) => ReactNode> = {
  buyer: (user) =>
    `${user.name} (${user.email}) will be deleted with their bookings and reports, and can no longer sign in.`,
  seller: (user) => `${user.name} (${user.email}) will be deleted with their products, and can no longer sign in.`,
};

const columns = [
  {
    header: 'Name',
    cell: (user: User) => (
      <NameCell>
        <Avatar src={user.img} alt={user.name} decorative />
        <span>{user.name}</span>
      </NameCell>
    ),
  },
  { header: 'Email', cell: (user: User) => user.email },
];

/** All Buyers and All Sellers: number, Name (avatar and name), Email, Action (Delete, plus `actions`). */
export function UsersTable({ role, actions }: { role: ListedRole; actions?: (user: User) => ReactNode }) {
  const query = useUsers(role);
  const deleteMutation = useDeleteUser(role);

  return (
    <AdminTable
      query={query}
      columns={columns}
      rowKey={(user) => user._id}
      emptyText={emptyTexts[role]}
      actions={actions}
      deleteMutation={deleteMutation}
      deleteId={(user) => user._id}
      deleteSuccessText={deletedTexts[role]}
      deleteDescription={deleteDescriptions[role]}
    />
  );
}
