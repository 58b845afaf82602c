import styled from 'styled-components';

/** A dialog's radio buttons under their legend, each label a whole row tall enough to tap. */
export const Choices = styled.fieldset`
  display: grid;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
  }
`;
