import styled from 'styled-components';
import { Button } from '@replay/platform';

/** The platform's Button at least 44 px tall: a finger's target on a phone. */
export const TouchButton = styled(Button)`
  min-height: 44px;
`;
