import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ size = 32, label = 'Loading' }: { size?: number; label?: string }) {
  return <Ring $size={size} role="status" aria-label={label} />;
}

const Screen = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
`;

/** Covers the page while the sign-in state or the first route resolves. */
export function FullScreenSpinner() {
  return (
    <Screen>
      <Spinner size={48} />
    </Screen>
  );
}
