import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as entries from '../src/endpoints';
import { renderApi } from './render-api';

export const API_FILE = path.join(__dirname, '..', 'src', 'api.ts');

if (require.main === module) {
  void renderApi(entries, API_FILE).then((source) => writeFileSync(API_FILE, source));
}
