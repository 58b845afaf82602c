import path from 'node:path';
import { expectImportsWithinRanges } from '@replay/testing/api-ranges';

expectImportsWithinRanges('seller', path.resolve(__dirname, '..'));
