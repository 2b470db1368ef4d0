import { readFileSync } from 'node:fs';

/**
 * How the built API server is launched: Node with the flags of server-node-args.json, then the entry.
 * `npm start` and the browser tests' server use this; the Dockerfile's CMD and bench/ read the same
 * list (api/src/server-node-args.unit.test.ts keeps the Dockerfile in step).
 *
 * `--max-semi-space-size=64` (issue 12): a young generation of 64 MB semi-spaces instead of 16 MB. One
 * change fanned out to 5,000 sockets allocates about 28 MB; in 16 MB it took three scavenges in the
 * middle of the burst (a fifth of its time), in 64 MB none or one. Scavenges of a planner-day load
 * halve too. It costs about 90 MB more resident memory under load (peak 296 to 386 MB in bench/).
 */
export const SERVER_NODE_ARGS = JSON.parse(readFileSync(new URL('./server-node-args.json', import.meta.url), 'utf8'));

export const SERVER_ARGS = [...SERVER_NODE_ARGS, 'dist/api/src/main.js'];
