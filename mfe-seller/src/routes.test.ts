import { expectRouteManifest } from '@replay/testing';
import manifest from './routes';

expectRouteManifest('seller', manifest);
