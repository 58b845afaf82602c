import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { User } from '@replay/contract';
import { fakeAuth, renderWithProviders } from '@replay/testing';

type UserEvents = ReturnType<typeof renderWithProviders>['user'];

/** A buyer or seller as GET /role/buyers and /role/sellers list them; not verified unless said. */
export const aUser = (user: Omit<User, 'verified'> & { verified?: boolean }): User => ({ verified: false, ...user });

/** One of the admin's pages at `route`, signed in as the admin; mounted at `path` for a page that reads its parameters. */
export const renderAdminPage = (Page: ComponentType, route: string, path?: string) =>
  renderWithProviders(<Page />, { auth: fakeAuth('admin'), route, path });

/** An answer of the API refusing with `status` and its `message`. */
export const refusal = (status: number, message: string) => (): HttpResponse<{ message: string }> =>
  HttpResponse.json({ message }, { status });

/**
 * The page's heading, then its table once it has loaded: the header row names `columns`, in order.
 * Returns every row, the header row first.
 */
export async function findTable(heading: string, columns: string[]): Promise<HTMLElement[]> {
  expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  const rows = await screen.findAllByRole('row');
  expect(
    within(rows[0]!)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(columns);
  return rows;
}

/** Checks that the open dialog is `name` and, when given, what it `says`, then answers it with the button `answer`. */
export async function answerDialog(user: UserEvents, name: string, answer: string, says?: string) {
  const dialog = screen.getByRole('dialog', { name });
  if (says !== undefined) expect(dialog).toHaveTextContent(says);
  await user.click(within(dialog).getByRole('button', { name: answer }));
}

/**
 * Deletes the page's only row with the API refusing: its `message` is toasted, the confirmation
 * closes, and the `success` toast does not show.
 */
export async function expectRefusedDelete(user: UserEvents, message: string, success: string) {
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  await answerDialog(user, 'Are you sure?', 'Yes');
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText(success)).not.toBeInTheDocument();
}
