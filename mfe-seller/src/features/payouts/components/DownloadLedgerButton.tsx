import { ErrorText, getErrorMessage } from '@replay/platform';
import { TouchButton } from '../../../components/TouchButton';
import { useDownloadLedger } from '../api/download-ledger';

/** "Download CSV": the whole ledger as replay-ledger.csv, asked for with the seller's token. */
export function DownloadLedgerButton() {
  const download = useDownloadLedger();
  return (
    <div>
      <TouchButton type="button" $variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? 'Preparing the CSV…' : 'Download CSV'}
      </TouchButton>
      {download.isError && (
        <ErrorText>{`The ledger could not be downloaded: ${getErrorMessage(download.error)}`}</ErrorText>
      )}
    </div>
  );
}
