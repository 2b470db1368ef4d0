import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** VAPID keys from the configuration, or generated on first start and kept in DATA_DIR/vapid.json. */
export function loadVapidKeys(
  dataDir: string,
  configured: { publicKey?: string; privateKey?: string },
  subject: string,
): VapidKeys {
  if (configured.publicKey && configured.privateKey)
    return { publicKey: configured.publicKey, privateKey: configured.privateKey, subject };
  const file = path.join(dataDir, 'vapid.json');
  if (existsSync(file)) return { ...(JSON.parse(readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>), subject };
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}
