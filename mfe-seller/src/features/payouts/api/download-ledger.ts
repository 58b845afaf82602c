import { useMutation } from '@tanstack/react-query';
import { api } from '@replay/contract';
import { useApiClient, type ApiClient } from '@replay/platform';

/** The name the seller's browser saves the ledger under. */
export const LEDGER_FILE_NAME = 'replay-ledger.csv';

/** GET /me/ledger.csv through the API client: the endpoint needs the seller's token, which a plain link would not send. */
export const downloadLedger = (client: ApiClient) => client.call(api.downloadMyLedger);

/** Saves `text` as a file named `name` (a Blob's object URL on a link the page clicks). */
function saveFile(text: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** "Download CSV": the whole ledger, saved as replay-ledger.csv. */
export function useDownloadLedger() {
  const client = useApiClient();
  return useMutation({
    mutationFn: () => downloadLedger(client),
    onSuccess: (csv) => saveFile(csv, LEDGER_FILE_NAME, 'text/csv;charset=utf-8'),
  });
}
