import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

/**
 * `<Button $variant="danger">Delete</Button>`; renders a link with `as={Link}`.
 * Disabled buttons are dimmed and ignore the pointer.
 */
export const Button = styled.button<{ $variant?: ButtonVariant; $small?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme, $small }) => ($small ? `${theme.space(1)} ${theme.space(3)}` : `${theme.space(2)} ${theme.space(4)}`)};
  font: inherit;
  font-weight: 600;
  font-size: ${({ $small }) => ($small ? '0.875rem' : '1rem')};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  cursor: pointer;
  text-decoration: none;
  ${({ theme, $variant = 'primary' }) => {
    const color = {
      primary: theme.colors.primary,
      secondary: theme.colors.secondary,
      danger: theme.colors.danger,
      ghost: 'transparent',
    }[$variant];
    return $variant === 'ghost'
      ? css`
          background: transparent;
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
        `
      : css`
          background: ${color};
          color: ${theme.colors.primaryText};
        `;
  }}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  /* A fingertip's size on a phone, whatever the variant. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    min-height: 44px;
    min-width: 44px;
  }
`;

/** The Button at a fingertip's size (44 x 44 px at least) on every screen: icon buttons, a toolbar's actions. */
export const TouchButton = styled(Button)`
  min-height: 44px;
  min-width: 44px;
`;

/** Buttons (and badges) side by side, wrapping onto another line where they do not fit: a row's actions. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
