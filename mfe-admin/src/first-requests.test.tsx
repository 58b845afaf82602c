import { expectFirstRequests } from '@replay/testing';
import manifest from './routes';

expectFirstRequests('admin', manifest);
