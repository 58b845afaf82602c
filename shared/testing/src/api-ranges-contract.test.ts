import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importsBeyondRanges, sharedImports, type ApiVersions } from './api-ranges-contract';

const platform: ApiVersions = {
  package: '@replay/platform',
  version: '2.3.0',
  exports: {
    '@replay/platform': { Button: '2.0.0', useImageSizer: '2.1.0' },
    '@replay/platform/standalone': { mountStandalone: '2.0.0' },
  },
};

let dir: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-ranges-test-'));
  write('src/index.ts', "import('./bootstrap');\n");
  write('src/bootstrap.tsx', "import { mountStandalone } from '@replay/platform/standalone';\nmountStandalone();\n");
  write('src/routes.ts', "export const pages = { card: () => import('./features/card/Card') };\n");
  write(
    'src/features/card/Card.tsx',
    "import { Button, type useImageSizer } from '@replay/platform';\nexport { Button, type useImageSizer };\n",
  );
  write('src/features/card/Card.test.tsx', "import { createPlatform } from '@replay/platform';\n");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('reads the shared imports of the code a remote ships, types included, tests left out', () => {
  expect(sharedImports(dir)).toEqual(
    expect.arrayContaining([
      { specifier: '@replay/platform/standalone', name: 'mountStandalone', file: 'src/bootstrap.tsx' },
      { specifier: '@replay/platform', name: 'Button', file: 'src/features/card/Card.tsx' },
      { specifier: '@replay/platform', name: 'useImageSizer', file: 'src/features/card/Card.tsx' },
    ]),
  );
  expect(sharedImports(dir).map((entry) => entry.name)).not.toContain('createPlatform');
});

it('fails a remote that imports an export newer than the lowest version of its range', () => {
  const imports = sharedImports(dir);
  expect(importsBeyondRanges({ '@replay/platform': '^2.0.0' }, imports, { '@replay/platform': platform })).toEqual([
    'src/features/card/Card.tsx: useImageSizer came in @replay/platform 2.1.0, but ^2.0.0 allows 2.0.0',
  ]);
  expect(importsBeyondRanges({ '@replay/platform': '^2.1.0' }, imports, { '@replay/platform': platform })).toEqual([]);
});

it('fails a range without the version the site runs, an unknown export and a namespace import', () => {
  const imports = [
    { specifier: '@replay/platform', name: 'Button', file: 'src/a.ts' },
    { specifier: '@replay/platform', name: 'queryKeys', file: 'src/b.ts' },
    { specifier: '@replay/platform', name: '*', file: 'src/c.ts' },
  ];
  expect(importsBeyondRanges({ '@replay/platform': '^3.0.0' }, imports, { '@replay/platform': platform })).toEqual([
    '@replay/platform ^3.0.0 does not allow 2.3.0, the version the site runs',
    'src/b.ts: @replay/platform has no export queryKeys',
    'src/c.ts: import names from @replay/platform, not the whole module',
  ]);
  expect(importsBeyondRanges({}, imports, { '@replay/platform': platform })).toEqual([
    'src/a.ts imports @replay/platform, which package.json does not declare',
  ]);
});
