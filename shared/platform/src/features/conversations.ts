import { useNavigate } from 'react-router-dom';
import { api, paths, type BodyOf } from '@replay/contract';
import { queryKeys } from '../query/query-keys';
import { notifyError } from '../toast/toast';
import { useApiMutation } from './api-mutation';

/**
 * Opens the conversation about a product and shows it: a buyer's with its seller (`{ productId }`),
 * a seller's with a buyer who booked it (`{ productId, buyerId }`); the existing one when there is
 * one. Used by every page that offers to message someone (the product page, My Orders, My Bookings),
 * whichever remote owns it; a refusal (a block, too many new conversations) is toasted.
 */
export function useOpenConversation() {
  const navigate = useNavigate();
  return useApiMutation({
    mutationFn: (client, body: BodyOf<typeof api.startConversation>) => client.call(api.startConversation, { body }),
    invalidates: () => [queryKeys.conversations],
    mutationConfig: {
      onSuccess: ({ _id }) => void navigate(paths.conversation(_id)),
      onError: (error) => notifyError(error),
    },
  });
}
