import { readStartupData, STARTUP_DATA_ID } from '@replay/platform/startup-data';
import type { PageCode, PageResponse, Site } from '../../src/prerender';
import type { FileSystem } from '../file-system';

/** An in-memory file system; `write` changes a file (a new build) and `remove` deletes one. */
export function memoryFileSystem(files: Record<string, string>) {
  const stored = new Map(Object.entries(files).map(([file, text]) => [file, { text, modifiedAt: 1 }]));
  let clock = 1;
  const fs = {
    readFile: jest.fn(async (file: string) => {
      const entry = stored.get(file);
      if (!entry) throw Object.assign(new Error(`ENOENT: no such file, open '${file}'`), { code: 'ENOENT' });
      return entry.text;
    }),
    modifiedAt: async (file: string) => stored.get(file)?.modifiedAt ?? null,
    write(file: string, text: string) {
      stored.set(file, { text, modifiedAt: ++clock });
    },
    remove(file: string) {
      stored.delete(file);
    },
  };
  return fs satisfies FileSystem;
}

/**
 * fetch answering from a table: URL → a JSON body, or a Response as it is. A URL not in the table
 * fails as fetch does when nothing answers; change the table to take a remote down or up.
 */
export function fakeFetch(answers: Record<string, unknown>) {
  const fetch = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (!(url in answers)) throw new TypeError('fetch failed', { cause: new Error(`connect ECONNREFUSED ${url}`) });
    const answer = answers[url];
    return answer instanceof Response ? answer.clone() : Response.json(answer);
  });
  return fetch as typeof fetch & typeof globalThis.fetch;
}

/** A composed site answering from tables (the shell's src/prerender.tsx renders the real one). */
export function fakeSite({
  pages = {},
  code = {},
  notFound = null,
}: {
  pages?: Record<string, PageResponse>;
  code?: Record<string, Partial<PageCode>>;
  /** The 404 page for every path not in `pages` and not in `code`; null: serve index.html. */
  notFound?: PageResponse | null;
}): Site {
  return {
    respond: (pathname) => pages[pathname] ?? (pathname in code ? null : notFound),
    codeAt: (pathname) => ({ page: null, shellChunks: [], requests: [], ...code[pathname] }),
  };
}

/** The startup data an HTML page (or head) carries, as the shell reads it. */
export function startupDataIn(html: string) {
  const element = new RegExp(`<script id="${STARTUP_DATA_ID}" type="application/json">(.*?)</script>`, 's');
  return readStartupData(element.exec(html)?.[1]);
}
