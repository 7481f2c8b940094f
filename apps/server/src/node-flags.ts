import path from 'node:path';

/**
 * The Node flags the server runs with (ADR 015), used by `npm start`, the
 * tests and the bench so all run the same engine.
 *
 * AsyncLocalStorage on async context frames: Better Auth keeps its request
 * state in one, and Node 22's default implementation then switches on async
 * hooks for the whole process, a cost on every tick of every request, also
 * the screen feed's. Node 24 uses context frames by default and rejects the
 * flag, so it is only passed on 22 (older versions are refused by node-check.ts).
 */
export const SERVER_NODE_FLAGS: readonly string[] =
  Number(process.versions.node.split('.')[0]) === 22 ? ['--experimental-async-context-frame'] : [];

// `tsx apps/server/src/node-flags.ts` prints them, for the npm scripts.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  console.log(SERVER_NODE_FLAGS.join(' '));
}
