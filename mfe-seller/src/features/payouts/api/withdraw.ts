import { api } from '@replay/contract';
import { useApiMutation, type ApiClient } from '@replay/platform';
import { sellerKeys } from '../../../api/query-keys';

/** POST /me/payouts: pays out all that is available now (201 with its amount; 409 when nothing can be). */
export const withdraw = (client: ApiClient) => client.call(api.withdraw);

/** The balance moves from available to paid out, a payout and a ledger line appear. */
export const useWithdraw = () =>
  useApiMutation<void, Awaited<ReturnType<typeof withdraw>>>({
    mutationFn: (client) => withdraw(client),
    invalidates: () => [sellerKeys.money.balance, sellerKeys.money.payouts, sellerKeys.money.ledger],
  });
