import { useState } from 'react';
import { dollars, ErrorText, getErrorMessage, notifySuccess } from '@replay/platform';
import { TouchButton } from '../../../components/TouchButton';
import { useWithdraw } from '../api/withdraw';

/**
 * "Withdraw": pays out all that is available to the seller's account (POST /me/payouts); "Payout of
 * $X started", and the balance, payouts and ledger refresh. A refusal (409) says why under it.
 */
export function WithdrawButton({ availableCents, ibanLast4 }: { availableCents: number; ibanLast4?: string }) {
  const withdraw = useWithdraw();
  const [failure, setFailure] = useState('');

  // mutateAsync, not mutate's callbacks: the refreshed balance (nothing left available) unmounts this
  // button before they would run, and the seller would see no word of the payout.
  function start() {
    setFailure('');
    withdraw.mutateAsync().then(
      ({ amountCents }) => notifySuccess(`Payout of ${dollars(amountCents)} started`),
      (error: unknown) => setFailure(getErrorMessage(error)),
    );
  }

  return (
    <div>
      <p>
        Withdraw pays out all {dollars(availableCents)} available
        {ibanLast4 ? ` to your account ending ${ibanLast4}` : ''}.
      </p>
      <TouchButton type="button" onClick={start} disabled={withdraw.isPending}>
        {withdraw.isPending ? 'Withdrawing…' : 'Withdraw'}
      </TouchButton>
      {failure && <ErrorText>{failure}</ErrorText>}
    </div>
  );
}
