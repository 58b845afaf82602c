import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Endpoint } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import { urlOf } from './api';

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface Outcome {
  status?: number;
  error?: string;
}

/** One call of `endpoint` on a connection of its own (no keep-alive): answered, or refused at connect. */
export function request(port: number, endpoint: Endpoint, options: { params?: object } = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: endpoint.method, path: urlOf(endpoint, options), agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode }));
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

export interface ServerProcess {
  process: ChildProcess;
  port: number;
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<number | null>;
}

/** The API as `npm start` runs it (src/index.ts, through tsx), on a free port; resolves once /health answers 200. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: path.resolve(__dirname, '..', '..'),
    env: {
      ...(process.env as Record<string, string>),
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      MAIL_TRANSPORT: 'none',
      LOG_LEVEL: 'info',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    if ((await request(port, endpoints.getHealth)).status === 200) break;
    if (Date.now() - started > 60_000 || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
  }
  return {
    process: child,
    port,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}
