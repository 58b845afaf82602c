const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { checkReport, compareApis, versionProblem, writeReport, REPORT, VERSIONS } = require('./api-report.cjs');

const LIB = '@fixture/lib';
const nothing = { added: [], removed: [], changed: [] };

describe('compareApis', () => {
  const options = 'export interface Options {\n    size: number;\n}';
  const before = { [LIB]: `// @public\nexport function one(): number;\n// @public (undocumented)\n${options}` };

  it('sees an export added, removed or changed, and a type an export names', () => {
    const after = {
      [LIB]: `export function one(): string;\n${options}\nexport const two = 2;`,
      [`${LIB}/extra`]: 'export const three = 3;',
    };
    expect(compareApis(before, after)).toEqual({
      added: [`${LIB}: two`, `${LIB}/extra: three`],
      removed: [],
      changed: [`${LIB}: one`],
    });
    expect(compareApis(after, { [LIB]: 'export function one(): string;\ninterface Options { size: string }' })).toEqual(
      {
        added: [],
        removed: [`${LIB}: Options`, `${LIB}: two`, `${LIB}/extra: three`],
        changed: [`${LIB}: Options`],
      },
    );
  });

  it('takes a comment or a layout for no change', () => {
    const documented = '/** The first. */\nexport function one(): number;\nexport interface Options { size: number }';
    expect(compareApis(before, { [LIB]: documented })).toEqual(nothing);
  });
});

describe('versionProblem', () => {
  it('asks an addition for the next minor and a removal or a change for the next major', () => {
    const added = { ...nothing, added: [`${LIB}: two`] };
    expect(versionProblem(LIB, '2.3.0', '2.3.0', added)).toMatch(
      /needs 2\.4\.0.*\n.*added \(a minor version\): @fixture\/lib: two/,
    );
    expect(versionProblem(LIB, '2.3.0', '2.4.0', added)).toBeNull();
    const removed = { ...nothing, removed: [`${LIB}: one`] };
    expect(versionProblem(LIB, '2.3.0', '2.4.0', removed)).toMatch(/needs 3\.0\.0/);
    expect(versionProblem(LIB, '2.3.0', '3.0.0', { ...removed, changed: [`${LIB}: Options`] })).toBeNull();
    expect(versionProblem(LIB, '2.3.0', '2.3.1', nothing)).toBeNull();
    expect(versionProblem(LIB, '2.3.0', '2.2.0', nothing)).toMatch(/older than its report/);
  });
});

describe('a package and its committed report', () => {
  let dir;
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const release = (version) =>
    write('package.json', JSON.stringify({ name: LIB, version, exports: { '.': './src/index.ts' } }));
  const since = () => JSON.parse(fs.readFileSync(path.join(dir, VERSIONS), 'utf8')).exports[LIB];

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-report-test-'));
    write(
      'tsconfig.json',
      JSON.stringify({ compilerOptions: { strict: true, module: 'esnext', moduleResolution: 'bundler', types: [] } }),
    );
    write('src/index.ts', 'export const one = 1;\n');
    release('1.0.0');
    writeReport(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('passes while the code matches the report', () => {
    expect(fs.readFileSync(path.join(dir, REPORT), 'utf8')).toContain('export const one = 1;');
    expect(since()).toEqual({ one: '1.0.0' });
    expect(checkReport(dir)).toBeNull();
  });

  it('fails on an export added without a version, and will not write its report', () => {
    write('src/index.ts', 'export const one = 1;\nexport function two(): number {\n  return 2;\n}\n');
    expect(checkReport(dir)).toMatch(/@fixture\/lib changed its exports without a version change: .* needs 1\.1\.0/);
    expect(() => writeReport(dir)).toThrow(/needs 1\.1\.0/);
  });

  it('with the minor version, asks for the report, then records when the export came', () => {
    release('1.1.0');
    expect(checkReport(dir)).toMatch(/does not match its code: run npm run api-report/);
    writeReport(dir);
    expect(checkReport(dir)).toBeNull();
    expect(since()).toEqual({ one: '1.0.0', two: '1.1.0' });
  });

  it('fails on an export removed or changed in a minor version', () => {
    release('1.2.0');
    write('src/index.ts', 'export function two(): string {\n  return "2";\n}\n');
    expect(checkReport(dir)).toMatch(
      /needs 2\.0\.0.*\n.*removed \(a major version\): @fixture\/lib: one\n.*changed.*two/,
    );
    release('2.0.0');
    writeReport(dir);
    expect(since()).toEqual({ two: '2.0.0' });
  });
});
