import { api, type PayoutAccountInput } from '@replay/contract';
import { useApiMutation, type ApiClient } from '@replay/platform';
import { sellerKeys } from '../../../api/query-keys';

/** PUT /me/payout-account (the built-in provider): legal name, country and account number, checked by the server. */
export const savePayoutAccount = (client: ApiClient, account: PayoutAccountInput) =>
  client.call(api.saveMyPayoutAccount, { body: account });

export const useSavePayoutAccount = () =>
  useApiMutation({ mutationFn: savePayoutAccount, invalidates: () => [sellerKeys.money.payoutAccount] });
