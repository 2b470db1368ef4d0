// Imported first by the scripts behind `npm start`, `npm run dev` and `npm test`. On a Node older than
// the supported floor it runs the importing script again under the Node that the `node` dev
// dependency installed, and holds the importing script's own body back: that body runs only in the
// new process. npm scripts find that Node first on their PATH anyway; this covers `node scripts/...`
// run by hand and any Node that npm did not start.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);
// The floor is the one `engines` states (">=22.15").
const floor = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines.node.replace(/^>=\s*/, '');
const [floorMajor, floorMinor = 0] = floor.split('.').map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
const supported = major > floorMajor || (major === floorMajor && minor >= floorMinor);

if (!supported) {
  const nodeDir = fileURLToPath(new URL('node_modules/node/', root));
  const binary = path.join(nodeDir, 'bin', 'node');
  if (!existsSync(binary)) {
    console.error(
      `Node ${process.versions.node} is older than ${floor}, and node_modules/node is missing: run npm install (it brings Node 24), or use Node 24.`,
    );
    process.exit(1);
  }
  const { version } = JSON.parse(readFileSync(path.join(nodeDir, 'package.json'), 'utf8'));
  console.log(
    `Node ${process.versions.node} is older than ${floor}: running under Node ${version} from node_modules/node`,
  );
  // Its directory goes first on the PATH so that the npm, npx and tools this script starts run on it too.
  const env = { ...process.env, PATH: [path.dirname(binary), process.env.PATH].filter(Boolean).join(path.delimiter) };
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  // Never settles: the importing script waits here while its copy runs in the child.
  await new Promise(() => {});
}
