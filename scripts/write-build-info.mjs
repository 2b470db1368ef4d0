// Records the version and the build time served at /version.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
mkdirSync('dist', { recursive: true });
writeFileSync('dist/build-info.json', JSON.stringify({ version, buildTime: new Date().toISOString() }) + '\n');
