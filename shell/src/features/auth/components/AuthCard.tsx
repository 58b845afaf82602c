import styled from 'styled-components';

/** The centred card the login and sign-up forms sit in. */
export const AuthCard = styled.section`
  width: min(100%, 420px);
  margin: ${({ theme }) => theme.space(6)} auto;
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    text-align: center;
  }
  form > button {
    width: 100%;
  }
`;

export const Divider = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
