/** TOKEN_SECRET and ADMIN_TOKEN: from the environment, else generated once and kept in the store. */
import { randomBytes } from 'node:crypto';
import type { Store } from '@chorehouse/store';

export interface Secrets {
  readonly tokenSecret: string;
  readonly adminToken: string;
  /** True when the admin token was generated just now (print it once). */
  readonly adminTokenCreated: boolean;
}

export async function loadSecrets(store: Store, fromEnv: { tokenSecret: string | null; adminToken: string | null }): Promise<Secrets> {
  const tokenSecret = fromEnv.tokenSecret ?? (await store.initSetting('token_secret', randomBytes(32).toString('base64url')));
  if (fromEnv.adminToken) return { tokenSecret, adminToken: fromEnv.adminToken, adminTokenCreated: false };
  const before = await store.getSetting('admin_token');
  const adminToken = before ?? (await store.initSetting('admin_token', randomBytes(24).toString('base64url')));
  return { tokenSecret, adminToken, adminTokenCreated: before === null };
}
