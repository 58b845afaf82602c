import { api, type BodyOf } from '@replay/contract';
import { useApiMutation } from '@replay/platform';

/**
 * POST /notices (no sign-in): anyone's notice of content on the site. 201 with the notice's
 * reference (also mailed to the notifier); a refusal (400, 429) carries the server's message.
 */
export const useSubmitNotice = () =>
  useApiMutation({
    mutationFn: (client, body: BodyOf<typeof api.submitNotice>) => client.call(api.submitNotice, { body }),
    invalidates: () => [],
  });
