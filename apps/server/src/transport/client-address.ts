/**
 * The client's address for per-address limits. Behind `hops` trusted proxies (TRUST_PROXY) it is the
 * X-Forwarded-For entry that many hops from the end (what Express's `req.ip` gives); with no proxy
 * trusted, the socket's own peer, so a client cannot choose its address with a header.
 */
export function clientAddress(remote: string, forwardedFor: string | string[] | undefined, hops: number): string {
  if (hops <= 0 || forwardedFor === undefined) return remote;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',').map((a) => a.trim()).filter(Boolean);
  chain.push(remote);
  return chain[Math.max(0, chain.length - 1 - hops)] ?? remote;
}
