import { readFile, stat } from 'node:fs/promises';

/**
 * The reads the shell's server makes of its build itself (index.html, the page assets, the inline
 * script); static files are @fastify/static's. Tests pass an in-memory one.
 */
export interface FileSystem {
  readFile(file: string): Promise<string>;
  /** The file's modification time, or null when there is no such file. */
  modifiedAt(file: string): Promise<number | null>;
}

export const nodeFileSystem: FileSystem = {
  readFile: (file) => readFile(file, 'utf8'),
  modifiedAt: (file) =>
    stat(file).then(
      (stats) => stats.mtimeMs,
      () => null,
    ),
};

/**
 * A file read again only when it changed (a new build): `parse` runs once per version of it.
 * Resolves to null while the file does not exist.
 */
export function fileOfBuild<T>(fs: FileSystem, file: string, parse: (text: string) => T): () => Promise<T | null> {
  let cached: { modifiedAt: number; value: T } | undefined;
  return async () => {
    const modifiedAt = await fs.modifiedAt(file);
    if (modifiedAt === null) return null;
    if (cached?.modifiedAt !== modifiedAt) cached = { modifiedAt, value: parse(await fs.readFile(file)) };
    return cached.value;
  };
}
