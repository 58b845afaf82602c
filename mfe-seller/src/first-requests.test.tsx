import { expectFirstRequests } from '@replay/testing';
import manifest from './routes';

expectFirstRequests('seller', manifest);
