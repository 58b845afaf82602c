// `npm run start -w server`: the bundled API, built first when it is missing or older than its sources.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = path.join(dir, 'dist', 'server.js');

function newest(folder) {
  return readdirSync(folder, { withFileTypes: true }).reduce((latest, entry) => {
    const full = path.join(folder, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }, 0);
}

const sources = Math.max(newest(path.join(dir, 'src')), newest(path.join(dir, '..', 'shared', 'contract', 'src')));
if (!existsSync(bundle) || statSync(bundle).mtimeMs < sources) {
  const result = spawnSync(process.execPath, ['build.mjs'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', bundle], { cwd: dir, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// `npm run` signals only its `sh -c` child: when the process that started us is gone, stop the
// API too, or it would keep its port.
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    server.kill('SIGTERM');
  }
}, 1000).unref();
server.on('exit', (code) => process.exit(code ?? 0));
