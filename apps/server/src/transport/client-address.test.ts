import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

describe('clientAddress', () => {
  it.each([
    ['no proxy trusted: the peer, whatever the header says', '10.0.0.2', '1.2.3.4', 0, '10.0.0.2'],
    ['one proxy: the address it saw', '10.0.0.2', '1.2.3.4', 1, '1.2.3.4'],
    ['one proxy, a forged entry in front: still the address the proxy saw', '10.0.0.2', '6.6.6.6, 1.2.3.4', 1, '1.2.3.4'],
    ['one proxy, no header: the peer', '10.0.0.2', undefined, 1, '10.0.0.2'],
    ['two proxies', '10.0.0.2', '1.2.3.4, 10.0.0.9', 2, '1.2.3.4'],
  ] as const)('%s', (_name, remote, xff, hops, expected) => {
    expect(clientAddress(remote, xff, hops)).toBe(expected);
  });
});
