import path from 'node:path';
import { expectImportsWithinRanges } from '@replay/testing/api-ranges';

expectImportsWithinRanges('storefront', path.resolve(__dirname, '..'));
