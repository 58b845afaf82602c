import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@replay/platform';

// Until @replay/platform exports its TouchButton: the same 44 × 44 px minimum, a finger's size.

/** A Button at least 44 px tall and wide; `as={Link}` for a link that looks like a button. */
export const TouchButton = styled(Button)`
  min-height: 44px;
  min-width: 44px;
`;

/** A link standing on its own (not in a sentence), with a 44 px tall hit area. */
export const TouchLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;
