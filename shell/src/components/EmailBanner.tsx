import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@replay/contract';
import { Button, getErrorMessage, useApiClient, useMyAccount } from '@replay/platform';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** "Please confirm your e-mail address", with "Send again", until the signed-in user's address is confirmed. */
export function EmailBanner() {
  const account = useMyAccount();
  const client = useApiClient();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  if (!account.data || account.data.emailVerified) return null;

  async function sendAgain() {
    setBusy(true);
    try {
      await client.call(api.sendVerificationEmail);
      setStatus(`We sent a new link to ${account.data!.email}.`);
    } catch (error) {
      setStatus(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Banner role="region" aria-label="E-mail confirmation">
      <strong>Please confirm your e-mail address</strong>
      <span>Follow the link we mailed you to write to buyers and sellers.</span>
      <Button type="button" $small $variant="secondary" disabled={busy} onClick={() => void sendAgain()}>
        Send again
      </Button>
      <span aria-live="polite">{status}</span>
    </Banner>
  );
}
