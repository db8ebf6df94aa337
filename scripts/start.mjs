// `npm start`: build the production bundle if it is missing or out of date, then serve it.
// The server itself migrates the database and seeds the demo data when it is empty
// (instrumentation.ts → lib/server-start.ts), before it answers any request.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sourceFingerprint } from './source-fingerprint.mjs';

const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const stamp = path.join(root, '.next', 'source-fingerprint');

const fingerprint = sourceFingerprint(root);
const built = existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(stamp)
  && readFileSync(stamp, 'utf8') === fingerprint;

if (!built) {
  console.log('> The production build is missing or out of date: building (next build --webpack)…');
  const result = spawnSync(process.execPath, [nextBin, 'build', '--webpack'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, fingerprint);
}

// Data cached by older builds on disk must not outlive them (next.config.mjs: isrFlushToDisk).
rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });

const port = process.env.PORT || '3000';
const args = [nextBin, 'start', '-p', port];
if (process.env.HOST) args.push('-H', process.env.HOST);
const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: port } });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
