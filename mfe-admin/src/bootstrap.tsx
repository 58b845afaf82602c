import { mountStandalone } from '@replay/shared';
import routes from './routes';

// Standalone development only; inside the site the shell loads ./routes.
void mountStandalone('admin', routes);
