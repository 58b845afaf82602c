import { expectRemoteRoutes } from '@replay/shared/testing';
import routes from './routes';

expectRemoteRoutes('admin', routes);
