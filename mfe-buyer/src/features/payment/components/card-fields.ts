import styled from 'styled-components';

/** A card's three fields, in both card forms. */
export type CardField = 'number' | 'expiry' | 'cvc';

/**
 * What Pay says about a field it cannot send, the same words in both card forms; the provider
 * judges the rest (the number's checksum, the card's outcome).
 */
export const CARD_FIELD_ERRORS = {
  number: 'Enter a valid card number',
  expiry: 'Enter a valid expiry date (MM/YY)',
  expired: 'This card has expired',
  cvc: 'Enter the 3 or 4 digit CVC',
} as const;

/** The height of every card field, in both forms: equal boxes, and a finger's size on a phone. */
export const CARD_FIELD_HEIGHT = '44px';

/**
 * The card's fields, laid out the same in both card forms: on a desktop the number across the
 * whole width with expiry and CVC side by side under it; on a phone one column of equal fields.
 */
export const CardFieldGrid = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  /* A fieldset is as wide as its content by default; let the fields shrink to a phone's width. */
  min-width: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
  & > :first-child {
    grid-column: 1 / -1;
  }
  /* The grid's gap spaces the fields; a field's own bottom margin would double it. */
  & > * {
    margin: 0;
  }
  input {
    box-sizing: border-box;
    width: 100%;
    min-height: ${CARD_FIELD_HEIGHT};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
