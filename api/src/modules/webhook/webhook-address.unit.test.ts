import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRefusal, hostRefusal, systemResolve, type Resolve, type WebhookEgress } from './webhook-address.js';
import { postWebhook } from './webhook-post.js';

/** A resolver standing in for DNS: the names it knows, the system's for the rest (localhost). */
function fakeResolve(names: Record<string, string[]>): Resolve {
  return async (hostname) =>
    names[hostname]
      ? names[hostname].map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
      : systemResolve(hostname);
}

describe('webhook addresses (SSRF)', () => {
  it('take public unicast addresses only', () => {
    for (const address of ['8.8.8.8', '93.184.216.34', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(addressRefusal(address)).toBeNull();
    const refused: Record<string, string> = {
      '127.0.0.1': 'loopback',
      '10.1.2.3': 'private',
      '172.16.0.1': 'private',
      '192.168.1.1': 'private',
      '169.254.169.254': 'linkLocal',
      '0.0.0.0': 'unspecified',
      '100.64.0.1': 'carrierGradeNat',
      '224.0.0.1': 'multicast',
      '255.255.255.255': 'broadcast',
      '198.18.0.1': 'reserved',
      '::1': 'loopback',
      '::': 'unspecified',
      'fe80::1': 'linkLocal',
      'fd00:ec2::254': 'uniqueLocal',
      'ff02::1': 'multicast',
      '::ffff:127.0.0.1': 'loopback',
      '::ffff:7f00:1': 'loopback',
      '::ffff:169.254.169.254': 'linkLocal',
    };
    for (const [address, range] of Object.entries(refused)) expect(addressRefusal(address), address).toBe(range);
  });

  it('refuse at registration a literal or a name that is, or resolves to, a non-public address', async () => {
    const egress: WebhookEgress = {
      allowPrivate: false,
      resolve: fakeResolve({
        'hooks.example.com': ['93.184.216.34'],
        'inside.example.com': ['93.184.216.34', '10.0.0.7'],
      }),
    };
    const refusal = (url: string) => hostRefusal(new URL(url), egress);
    expect(await refusal('https://hooks.example.com/q')).toBeNull();
    expect(await refusal('https://8.8.8.8/q')).toBeNull();
    for (const url of [
      'https://127.0.0.1/q',
      'https://2130706433/q',
      'https://0x7f.1/q',
      'https://10.0.0.1/q',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/q',
      'https://[::ffff:127.0.0.1]/q',
      'https://[fe80::1]/q',
      'https://[fc00::1]/q',
      'https://localhost/q',
      'https://inside.example.com/q',
    ]) {
      expect(await refusal(url), url).not.toBeNull();
    }
    expect(await hostRefusal(new URL('https://127.0.0.1/q'), { ...egress, allowPrivate: true })).toBeNull();
  });
});

describe('a webhook POST', () => {
  let server: Server;
  let port = 0;
  const hosts: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      hosts.push(String(req.headers.host));
      req.resume();
      req.on('end', () => res.writeHead(204).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('connects to the address the checked lookup resolved, under the name of the URL', async () => {
    const egress: WebhookEgress = {
      allowPrivate: true,
      resolve: fakeResolve({ 'receiver.example.test': ['127.0.0.1'] }),
    };
    const result = await postWebhook(`http://receiver.example.test:${port}/hook`, {}, '{}', egress);
    expect(result).toMatchObject({ status: 204, error: null, refused: false });
    expect(hosts.at(-1)).toBe(`receiver.example.test:${port}`);
  });

  it('refuses a name that resolves to a private address when it is time to connect (DNS rebinding), and never connects', async () => {
    // Public when the endpoint was registered; the receiver's loopback address by the time it is sent.
    const egress: WebhookEgress = {
      allowPrivate: false,
      resolve: fakeResolve({ 'rebind.example.test': ['127.0.0.1'] }),
    };
    const before = hosts.length;
    const result = await postWebhook(`http://rebind.example.test:${port}/hook`, {}, '{}', egress);
    expect(result).toMatchObject({ status: null, refused: true });
    expect(result.error).toMatch(/AddressRefused: rebind\.example\.test resolves to 127\.0\.0\.1 \(loopback\)/);
    expect(hosts.length).toBe(before);
  });

  it('refuses a literal private address without a lookup', async () => {
    const egress: WebhookEgress = { allowPrivate: false, resolve: () => Promise.reject(new Error('not asked')) };
    for (const host of ['127.0.0.1', '[::1]', '[::ffff:127.0.0.1]']) {
      const result = await postWebhook(`http://${host}:${port}/hook`, {}, '{}', egress);
      expect(result, host).toMatchObject({ status: null, refused: true });
    }
  });
});
