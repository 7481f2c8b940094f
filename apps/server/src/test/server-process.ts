import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../node-flags.ts';

/** The real server process (main.ts), as `npm start` runs it, for tests and the bench. */
const MAIN = path.join(import.meta.dirname, '..', 'main.ts');
const running = new Set<ChildProcess>();

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts main.ts with only `env` (and PATH) as its environment; collects its output. */
export function startServer(env: Record<string, string>, options: { echo?: boolean } = {}) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', SEED_DEMO: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const collect = (chunk: unknown) => {
    output += String(chunk);
    if (options.echo) process.stderr.write(String(chunk));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, exited, output: () => output, alive: () => child.exitCode === null && child.signalCode === null };
}

export type ServerProcess = ReturnType<typeof startServer>;

/** Waits for the server to answer; a start migrates and seeds a database, which is slow when the cores are shared. */
export async function waitForHealth(port: number) {
  for (let i = 0; i < 600; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

/** Kills every server process still running (afterAll). */
export function killServers() {
  for (const child of running) child.kill('SIGKILL');
}
