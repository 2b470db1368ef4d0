import v8 from 'node:v8';

/**
 * V8 flags of the API server, set as its first module loads (main.ts imports this first).
 *
 * `--no-allocation-site-pretenuring` (issue 12): V8 watches which object and array literals survive
 * a scavenge and, past a threshold, allocates that literal's later objects straight in old space;
 * the decision never reverts. Under the load of start-up and the first requests (cold code, slow
 * answers) some per-request literals were judged long-lived. From then on each request left objects
 * in old space that still pointed at the rest of its graph (rows, loaders, the answer), so the graph
 * survived every scavenge until a full collection: about 1.6 MB promoted per scavenge, scavenges of
 * 5 ms instead of 2 ms. Which processes fell into it was a matter of chance: in `bench/` 4 of 6
 * planner-day runs did, none of 13 with the flag.
 */
export const SERVER_V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

for (const flag of SERVER_V8_FLAGS) v8.setFlagsFromString(flag);
