import path from 'node:path';
import { expectImportsWithinRanges } from '@replay/testing/api-ranges';

expectImportsWithinRanges('admin', path.resolve(__dirname, '..'));
