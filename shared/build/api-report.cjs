/**
 * The API reports of the shared packages (@replay/contract, @replay/platform). A remote is built
 * against the version of a shared package its package.json declares and runs against the one the
 * site's shell provides, so each export is a promise kept across deployments. Each package commits:
 *
 * - `api-report.md`: every entry point's exports as API Extractor reports them (one section per
 *   entry of package.json `exports`), what reviewers read;
 * - `api-versions.json`: the package version the report describes and, per entry point (by its
 *   import specifier, `@replay/platform/standalone`), the version each export first appeared in,
 *   what `expectImportsWithinRanges` (@replay/testing) checks a remote's imports against.
 *
 * `node shared/build/api-report.cjs` (`npm run api-report`) regenerates both; `--check` (in
 * `npm run lint`) fails when they differ from the code or when an export changed and the version
 * did not: an addition needs the next minor, a removal or a change the next major. Regenerating
 * refuses the same mistakes, so a report can only follow a version that allows its change.
 * API Extractor (as Backstage uses it) writes the declarations; this file only compares them.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const ts = require('typescript');
const semver = require('semver');
const { CompilerState, Extractor, ExtractorConfig } = require('@microsoft/api-extractor');

const ROOT = path.resolve(__dirname, '..', '..');
const SHARED_PACKAGES = ['shared/contract', 'shared/platform'].map((dir) => path.join(ROOT, dir));
const REPORT = 'api-report.md';
const VERSIONS = 'api-versions.json';

/** The entry points a package.json exports from TypeScript sources: [['.', 'src/index.ts'], …]. */
function entryPoints(pkg) {
  return Object.entries(pkg.exports ?? { '.': pkg.types })
    .filter(([, file]) => typeof file === 'string' && /\.tsx?$/.test(file))
    .sort(([a], [b]) => (a === '.' ? -1 : b === '.' ? 1 : a.localeCompare(b)));
}

/** How an entry point is imported: `@replay/platform`, `@replay/platform/standalone`. */
const specifier = (pkg, entry) => (entry === '.' ? pkg.name : `${pkg.name}/${entry.slice(2)}`);

/**
 * Declaration files of the package's entry points, written under `outDir` by the repository's
 * TypeScript with the package's own tsconfig.json (API Extractor reads declarations, not sources).
 * @returns the declaration file of each entry, in the order of `entries`
 */
function emitDeclarations(packageDir, entries, outDir) {
  // The platform compiles the contract's sources too (a workspace link): keep every file's whole path.
  const rootDir = path.parse(packageDir).root;
  const options = {
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    sourceMap: false,
    outDir,
    rootDir,
  };
  const config = ts.getParsedCommandLineOfConfigFile(path.join(packageDir, 'tsconfig.json'), options, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  const sources = entries.map(([, file]) => path.join(packageDir, file));
  const program = ts.createProgram({ rootNames: sources, options: config.options });
  const { diagnostics } = program.emit();
  if (diagnostics.length) {
    const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' };
    throw new Error(`declarations of ${packageDir} failed:\n${ts.formatDiagnostics(diagnostics, host)}`);
  }
  return sources.map((source) => path.join(outDir, path.relative(rootDir, source)).replace(/\.tsx?$/, '.d.ts'));
}

/** API Extractor's configuration for one entry point, its report written to `reportFolder`. */
function extractorConfig(packageDir, declarationFile, reportFolder) {
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: packageDir,
      mainEntryPointFilePath: declarationFile,
      newlineKind: 'lf',
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            module: 'esnext',
            moduleResolution: 'bundler',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            types: [],
          },
          files: [declarationFile],
        },
      },
      // Types an export names without exporting them are part of its promise: a change to one counts.
      apiReport: { enabled: true, reportFolder, reportTempFolder: reportFolder, includeForgottenExports: true },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'error' } },
        extractorMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
        tsdocMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: path.join(packageDir, 'package.json'),
  });
}

/** API Extractor's report of one entry point: the TypeScript of its exports and of the types they name. */
function extractEntry(config, compilerState) {
  const errors = [];
  const result = Extractor.invoke(config, {
    localBuild: true,
    compilerState,
    messageCallback: (message) => {
      if (message.logLevel === 'error') errors.push(message.formatMessageWithLocation(config.projectFolder));
      message.handled = true;
    },
  });
  if (!result.succeeded || errors.length)
    throw new Error(`API Extractor failed on ${config.mainEntryPointFilePath}:\n${errors.join('\n')}`);
  const report = fs.readFileSync(config.reportTempFilePath, 'utf8');
  const code = report.match(/```ts\n([\s\S]*?)```/)?.[1] ?? '';
  return code.replace(/^\/\/ \(No @packageDocumentation comment for this package\)$/m, '').trim();
}

/**
 * What a report's TypeScript declares, comments left out (a doc comment is not an API change):
 * `declarations` by name (overloads joined) and `exports`, exported name → declared name.
 */
function declarationsOf(code) {
  const source = ts.createSourceFile('report.d.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const printer = ts.createPrinter({ removeComments: true });
  const declarations = {};
  const exports = {};
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) continue;
    if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements)
          exports[element.name.text] = (element.propertyName ?? element.name).text;
      continue;
    }
    const names = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.map((declaration) => declaration.name.getText(source))
      : [statement.name?.getText(source)].filter(Boolean);
    // Exporting a declaration is an addition or a removal, not a change of it.
    const text = printer.printNode(ts.EmitHint.Unspecified, statement, source).replace(/^export /, '');
    const exported = ts.getCombinedModifierFlags(statement) & ts.ModifierFlags.Export;
    for (const name of names) {
      declarations[name] = declarations[name] ? `${declarations[name]}\n${text}` : text;
      if (exported) exports[name] = name;
    }
  }
  return { declarations, exports };
}

/**
 * The package's API as the code is now.
 * @returns {{ name: string, version: string, entries: Array<{ entry: string, specifier: string, code: string }> }}
 */
function extractApi(packageDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const entries = entryPoints(pkg);
  // Outside any node_modules folder, where TypeScript would take the declarations for a library's.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'replay-api-report-'));
  try {
    const files = emitDeclarations(packageDir, entries, path.join(workDir, 'declarations'));
    const configs = files.map((file, index) =>
      extractorConfig(packageDir, file, path.join(workDir, 'reports', `${index}`)),
    );
    // One compilation serves every entry point of the package.
    const compilerState = CompilerState.create(configs[0], { additionalEntryPoints: files });
    return {
      name: pkg.name,
      version: pkg.version,
      entries: entries.map(([entry], index) => ({
        entry,
        specifier: specifier(pkg, entry),
        code: extractEntry(configs[index], compilerState),
      })),
    };
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** The committed report of a package, or null when it has none yet. */
function readCommitted(packageDir) {
  const reportFile = path.join(packageDir, REPORT);
  const versionsFile = path.join(packageDir, VERSIONS);
  if (!fs.existsSync(reportFile) || !fs.existsSync(versionsFile)) return null;
  const report = fs.readFileSync(reportFile, 'utf8');
  const versionsText = fs.readFileSync(versionsFile, 'utf8');
  const versions = JSON.parse(versionsText);
  const code = {};
  for (const [, entry, body] of report.matchAll(/^## `([^`]+)`\n\n```ts\n([\s\S]*?)```/gm)) code[entry] = body.trim();
  return { report, versionsText, versions, code };
}

/**
 * What changed between two APIs, entry point by entry point: exports added or removed, and
 * declarations changed (an export's, or a type it names). Names read `@replay/platform/standalone:
 * mountStandalone`.
 */
function compareApis(before, after) {
  const added = [];
  const removed = [];
  const changed = [];
  for (const entry of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = declarationsOf(before[entry] ?? '');
    const now = declarationsOf(after[entry] ?? '');
    const label = (name) => `${entry}: ${name}`;
    for (const name of Object.keys(now.exports)) if (!(name in old.exports)) added.push(label(name));
    for (const name of Object.keys(old.exports)) if (!(name in now.exports)) removed.push(label(name));
    for (const name of Object.keys(now.declarations))
      if (name in old.declarations && old.declarations[name] !== now.declarations[name]) changed.push(label(name));
  }
  return { added, removed, changed };
}

/**
 * The lowest version that may carry a change: the next major for a removal or a change, the next
 * minor for an addition, null when nothing changed.
 */
function requiredVersion(previousVersion, { added, removed, changed }) {
  if (removed.length || changed.length) return semver.inc(previousVersion, 'major');
  if (added.length) return semver.inc(previousVersion, 'minor');
  return null;
}

/** Why the package's version does not fit the change, or null when it does. */
function versionProblem(name, previousVersion, version, difference) {
  if (semver.lt(version, previousVersion)) return `${name} ${version} is older than its report (${previousVersion}).`;
  const required = requiredVersion(previousVersion, difference);
  if (!required || semver.gte(version, required)) return null;
  const list = (title, names) => (names.length ? [`  ${title}: ${names.join(', ')}`] : []);
  return [
    `${name} changed its exports without a version change: package.json says ${version}, the change needs ${required} or later.`,
    ...list('added (a minor version)', difference.added),
    ...list('removed (a major version)', difference.removed),
    ...list('changed (a major version)', difference.changed),
    'Bump "version" in its package.json (and the ranges of the apps that need the change), then run npm run api-report.',
  ].join('\n');
}

/**
 * The version each export first appeared in: kept from the committed record for an export whose
 * declaration is unchanged, the current version for a new or changed one.
 */
function sinceVersions(api, committed, difference) {
  const fresh = new Set([...difference.added, ...difference.changed]);
  return Object.fromEntries(
    api.entries.map(({ specifier: entry, code }) => {
      const { exports, declarations } = declarationsOf(code);
      const known = committed?.versions.exports[entry] ?? {};
      const record = {};
      for (const name of Object.keys(exports).sort()) {
        const changedHere = fresh.has(`${entry}: ${name}`) || fresh.has(`${entry}: ${exports[name]}`);
        record[name] = known[name] && !changedHere && declarations[exports[name]] ? known[name] : api.version;
      }
      return [entry, record];
    }),
  );
}

/** The two files of a package's report. */
function renderReport(api, since) {
  const sections = api.entries.map(({ specifier: name, code }) => `## \`${name}\`\n\n\`\`\`ts\n${code}\n\`\`\`\n`);
  const report = [
    `# API report of ${api.name}`,
    '',
    '> Generated by `npm run api-report` with [API Extractor](https://api-extractor.com/): do not edit. The version',
    `> each export first appeared in is in [${VERSIONS}](${VERSIONS}); see shared/build/README.md.`,
    '',
    ...sections,
  ].join('\n');
  const versions = `${JSON.stringify({ package: api.name, version: api.version, exports: since }, null, 2)}\n`;
  return { report, versions };
}

/**
 * Compares a package's code with its committed report.
 * @returns {{ problem: string | null, files: { report: string, versions: string }, stale: boolean }}
 *   `problem`: a version that does not allow the change; `stale`: the committed files differ from `files`
 */
function examine(packageDir) {
  const api = extractApi(packageDir);
  const committed = readCommitted(packageDir);
  const code = Object.fromEntries(api.entries.map(({ specifier: name, code }) => [name, code]));
  const difference = committed ? compareApis(committed.code, code) : { added: [], removed: [], changed: [] };
  const problem = committed ? versionProblem(api.name, committed.versions.version, api.version, difference) : null;
  const files = renderReport(api, sinceVersions(api, committed, difference));
  const stale = !committed || committed.report !== files.report || committed.versionsText !== files.versions;
  return { name: api.name, problem, files, stale };
}

/** Writes a package's report; throws, writing nothing, when the version does not allow the change. */
function writeReport(packageDir) {
  const { problem, files } = examine(packageDir);
  if (problem) throw new Error(problem);
  fs.writeFileSync(path.join(packageDir, REPORT), files.report);
  fs.writeFileSync(path.join(packageDir, VERSIONS), files.versions);
}

/** Why a package's committed report does not match its code, or null when it does. */
function checkReport(packageDir) {
  const { name, problem, stale } = examine(packageDir);
  if (problem) return problem;
  if (stale) return `The API report of ${name} does not match its code: run npm run api-report and commit it.`;
  return null;
}

module.exports = {
  SHARED_PACKAGES,
  REPORT,
  VERSIONS,
  entryPoints,
  extractApi,
  declarationsOf,
  compareApis,
  requiredVersion,
  versionProblem,
  writeReport,
  checkReport,
};

if (require.main === module) {
  const check = process.argv.includes('--check');
  let failed = false;
  for (const dir of SHARED_PACKAGES) {
    try {
      const problem = check ? checkReport(dir) : (writeReport(dir), null);
      if (problem) {
        failed = true;
        console.error(problem);
      }
    } catch (error) {
      failed = true;
      console.error(error instanceof Error ? error.message : error);
    }
  }
  if (failed) process.exit(1);
  if (!check) console.log(`API reports written: ${SHARED_PACKAGES.map((dir) => path.relative(ROOT, dir)).join(', ')}`);
}
