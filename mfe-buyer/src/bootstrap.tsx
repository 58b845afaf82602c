import { mountStandalone } from '@replay/platform/standalone';
import manifest from './routes';

// This remote alone, at its own port, for its team's development (the site loads ./routes instead).
void mountStandalone('buyer', manifest);
