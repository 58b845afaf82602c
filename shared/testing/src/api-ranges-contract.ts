import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import ts from 'typescript';

/** The shared packages a remote runs against the site's copy of; each commits an api-versions.json. */
export const SHARED_PACKAGES = ['@replay/platform', '@replay/contract'] as const;

/** A shared package's `api-versions.json` (written by `npm run api-report`, shared/build/README.md). */
export interface ApiVersions {
  package: string;
  /** The version the site's copy has. */
  version: string;
  /** Per import specifier (`@replay/platform/standalone`), the version each export first appeared in. */
  exports: Record<string, Record<string, string>>;
}

/** One import of a shared package's export by the code a remote ships. */
export interface SharedImport {
  /** `@replay/platform` or a subpath of it. */
  specifier: string;
  /** The export's name, or `*` for a namespace or a dynamic import of the whole module. */
  name: string;
  /** The importing file, relative to the remote's folder. */
  file: string;
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

const sharedPackageOf = (specifier: string) =>
  SHARED_PACKAGES.find((name) => specifier === name || specifier.startsWith(`${name}/`));

function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = ['', ...SOURCE_EXTENSIONS].map((extension) => base + extension).find((file) => fs.existsSync(file));
  if (!found || fs.statSync(found).isDirectory()) throw new Error(`${from}: cannot resolve ${specifier}`);
  return found;
}

/**
 * The shared packages' exports the remote's shipped code imports: from its entry (`src/index.ts`)
 * and its exposed route manifest (`src/routes.ts`), following relative imports, static and dynamic,
 * so tests and their helpers, which never reach the site, do not count. Types count: the remote was
 * written against them.
 */
export function sharedImports(remoteDir: string): SharedImport[] {
  const found: SharedImport[] = [];
  const seen = new Set<string>();
  const pending = ['src/index.ts', 'src/routes.ts'].map((file) => path.join(remoteDir, file));
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const relative = path.relative(remoteDir, file);
    const visit = (node: ts.Node): void => {
      const dynamic = ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const moduleSpecifier = dynamic
        ? node.arguments[0]
        : ts.isImportDeclaration(node) || ts.isExportDeclaration(node)
          ? node.moduleSpecifier
          : undefined;
      if (moduleSpecifier && ts.isStringLiteral(moduleSpecifier)) {
        const specifier = moduleSpecifier.text;
        if (specifier.startsWith('.')) pending.push(resolveRelative(file, specifier));
        else if (sharedPackageOf(specifier)) {
          const bindings = ts.isImportDeclaration(node)
            ? node.importClause?.namedBindings
            : ts.isExportDeclaration(node)
              ? node.exportClause
              : undefined;
          const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
          const names =
            bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))
              ? bindings.elements.map((element) => (element.propertyName ?? element.name).text)
              : clause?.name
                ? ['default']
                : ts.isImportDeclaration(node) && !clause
                  ? []
                  : ['*'];
          for (const name of names) found.push({ specifier, name, file: relative });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The committed `api-versions.json` of each shared package, as the remote resolves it. */
export function sharedApiVersions(remoteDir: string): Record<string, ApiVersions> {
  return Object.fromEntries(
    SHARED_PACKAGES.map((name) => {
      const manifest = require.resolve(`${name}/package.json`, { paths: [remoteDir] });
      const file = path.join(path.dirname(manifest), 'api-versions.json');
      return [name, JSON.parse(fs.readFileSync(file, 'utf8')) as ApiVersions];
    }),
  );
}

/**
 * What a remote's declared ranges do not cover: a range without the version the site runs (a
 * strict singleton's remote would not load at all), and an import of an export that came after
 * the lowest version the range allows (the site may run that version, which lacks it).
 */
export function importsBeyondRanges(
  dependencies: Record<string, string>,
  imports: SharedImport[],
  versions: Record<string, ApiVersions>,
): string[] {
  const problems: string[] = [];
  for (const [name, record] of Object.entries(versions)) {
    const range = dependencies[name];
    const used = imports.filter((entry) => sharedPackageOf(entry.specifier) === name);
    if (!range) {
      if (used.length) problems.push(`${used[0]!.file} imports ${name}, which package.json does not declare`);
      continue;
    }
    if (!semver.satisfies(record.version, range))
      problems.push(`${name} ${range} does not allow ${record.version}, the version the site runs`);
    const lowest = semver.minVersion(range)?.version ?? record.version;
    for (const { specifier, name: exported, file } of used) {
      const since = record.exports[specifier]?.[exported];
      if (exported === '*') problems.push(`${file}: import names from ${specifier}, not the whole module`);
      else if (!since) problems.push(`${file}: ${specifier} has no export ${exported}`);
      else if (semver.gt(since, lowest))
        problems.push(`${file}: ${exported} came in ${name} ${since}, but ${range} allows ${lowest}`);
    }
  }
  return problems;
}

/**
 * The contract test between a remote and the shared packages it runs against: its declared ranges
 * allow the versions the site runs, and nothing it imports is newer than the lowest version they
 * allow (raise the range's lower bound with the import). `expectImportsWithinRanges('seller', dir)`.
 */
export function expectImportsWithinRanges(remote: string, remoteDir: string): void {
  describe(`${remote} against the shared packages`, () => {
    it('declares ranges that allow every export it imports', () => {
      const pkg = JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      const imports = sharedImports(remoteDir);
      expect(imports.length).toBeGreaterThan(0);
      expect(importsBeyondRanges(pkg.dependencies ?? {}, imports, sharedApiVersions(remoteDir))).toEqual([]);
    });
  });
}
