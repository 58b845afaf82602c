import styled from 'styled-components';
import { Button } from '@replay/platform';

/** The platform's Button at least 44 px tall and wide: a finger's target on a phone. */
export const TouchButton = styled(Button)`
  min-height: 44px;
  min-width: 44px;
`;
