import styled from 'styled-components';

export type BadgeTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

/** A small status label: `<Badge $tone="success">Verified</Badge>`. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: 0.8rem;
  font-weight: 600;
  color: #fff;
  background: ${({ theme, $tone = 'neutral' }) =>
    ({
      success: theme.colors.success,
      info: theme.colors.info,
      warning: theme.colors.warning,
      danger: theme.colors.danger,
      neutral: theme.colors.muted,
    })[$tone]};
`;
