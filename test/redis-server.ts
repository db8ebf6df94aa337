/**
 * A throwaway Redis server for integration tests: Debian's redis-server on a free port of
 * 127.0.0.1, nothing saved to disk unless `saveIn` names a directory, as the `nobody` user when
 * the tests run as root; pause() freezes it, stop() ends it. Needs `apt-get install -y
 * redis-server` (.ci/run installs it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { freePort } from './pg-server';

export const REDIS_SERVER = '/usr/bin/redis-server';

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** SIGSTOP: connections stay open and nothing is answered (a paused or frozen server). */
  pause(): void;
  /** SIGCONT: answers what it was sent meanwhile, then goes on. */
  resume(): void;
}

/** The redis-server process itself (under runuser when the tests run as root). */
function serverPid(port: number): number {
  const found = spawnSync('pgrep', ['-f', `^${REDIS_SERVER} 127.0.0.1:${port}`], { encoding: 'utf8' });
  const pid = Number(found.stdout.trim().split('\n')[0]);
  if (!pid) throw new Error(`no redis-server on port ${port}`);
  return pid;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.write('PING\r\n');
    });
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

/** On `port` when given (a server started again where clients expect it), else on a free one. */
export async function startRedisServer(port?: number, options: { saveIn?: string } = {}): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER)) throw new Error('redis-server not found: apt-get install -y redis-server');
  port ??= await freePort();
  // saveIn: a directory (writable by the server) where it saves its data when stopped and loads
  // it from when started again, as a production Redis with its default snapshots does.
  const persistence = options.saveIn ? ['--dir', options.saveIn] : ['--save', '', '--dir', '/tmp'];
  const args = ['--port', String(port), '--bind', '127.0.0.1', ...persistence, '--appendonly', 'no', '--loglevel', 'warning'];
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = asRoot
    ? spawn('runuser', ['-u', 'nobody', '--', REDIS_SERVER, ...args], { stdio: 'ignore' })
    : spawn(REDIS_SERVER, args, { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // runuser stops itself when its child is stopped, and would not pass SIGTERM on: both go on.
  const resume = () => {
    process.kill(serverPid(port!), 'SIGCONT');
    if (child.pid) process.kill(child.pid, 'SIGCONT');
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pause: () => process.kill(serverPid(port!), 'SIGSTOP'),
    resume,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        try {
          resume(); // a paused server would not see SIGTERM
        } catch {
          /* already gone */
        }
        child.kill('SIGTERM');
      }),
  };
}
