import path from 'node:path';
import { expectImportsWithinRanges } from '@replay/testing/api-ranges';

expectImportsWithinRanges('buyer', path.resolve(__dirname, '..'));
