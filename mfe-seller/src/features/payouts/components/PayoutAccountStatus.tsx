import { useState } from 'react';
import styled from 'styled-components';
import type { PayoutAccount, PayoutAccountStatus as Status } from '@replay/contract';
import { Badge, ErrorText, getErrorMessage, type BadgeTone } from '@replay/platform';
import { TouchButton } from '../../../components/TouchButton';
import { useSetUpWithStripe } from '../api/create-payout-account-link';
import { PayoutAccountForm } from './PayoutAccountForm';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  p,
  ul {
    margin: 0;
  }
`;

/** How each status reads, and its badge's tone. */
const STATUSES: Record<Status, { text: string; tone: BadgeTone }> = {
  not_started: { text: 'Not set up', tone: 'neutral' },
  pending: { text: 'Pending', tone: 'info' },
  restricted: { text: 'Restricted', tone: 'warning' },
  enabled: { text: 'Enabled', tone: 'success' },
};

function StatusLine({ account }: { account: PayoutAccount }) {
  const { text, tone } = STATUSES[account.status];
  const detail = {
    not_started: 'Set up where your money goes to withdraw it.',
    pending: 'Your details are being checked.',
    restricted: 'Payouts are paused until the provider has:',
    enabled: account.ibanLast4 ? `Payouts on, to account ending ${account.ibanLast4}.` : 'Payouts on.',
  }[account.status];
  return (
    <>
      <p>
        <Badge $tone={tone}>{text}</Badge> {detail}
      </p>
      {account.status === 'restricted' && account.requirements.length > 0 && (
        <ul aria-label="What is still needed">
          {account.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Stripe keeps the account: its onboarding page (the seller comes back here when done). */
function StripeSetUp() {
  const setUp = useSetUpWithStripe();
  return (
    <div>
      <TouchButton type="button" onClick={() => setUp.mutate()} disabled={setUp.isPending || setUp.isSuccess}>
        Set up payouts with Stripe
      </TouchButton>
      {setUp.isError && <ErrorText>{getErrorMessage(setUp.error)}</ErrorText>}
    </div>
  );
}

/**
 * Where payouts go (GET /me/payout-account): its status, what the provider still needs, and how to
 * set it up: with the built-in provider a form here; with Stripe its own onboarding page.
 */
export function PayoutAccountStatus({ account }: { account: PayoutAccount }) {
  const enabled = account.status === 'enabled';
  const [changing, setChanging] = useState(false);
  return (
    <Box>
      <StatusLine account={account} />
      {account.provider === 'stripe' && !enabled && <StripeSetUp />}
      {account.provider === 'dummy' &&
        (enabled && !changing ? (
          <TouchButton type="button" $variant="ghost" onClick={() => setChanging(true)}>
            Change payout account
          </TouchButton>
        ) : (
          <PayoutAccountForm account={account} onSaved={() => setChanging(false)} />
        ))}
    </Box>
  );
}
