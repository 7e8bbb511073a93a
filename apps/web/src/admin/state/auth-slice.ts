/**
 * The admin token: checked against the server before it is accepted, kept in sessionStorage (for
 * this tab only, gone when it closes) and never put in a URL.
 */
import { adminApi, ApiError, type AdminApi } from '../api/admin-api.js';
import { tasksSchema } from '@chorehouse/protocol';
import { messageOf, type Slice } from './console-state.js';

export const TOKEN_KEY = 'chorehouse.adminToken';

export interface AuthSlice {
  readonly api: AdminApi | null;
  readonly token: string | null;
  readonly authError: string | null;
  readonly checkingToken: boolean;
  readonly signIn: (token: string) => Promise<boolean>;
  readonly signOut: (why?: string) => void;
}

export const createAuthSlice: Slice<AuthSlice> = (set, get) => ({
  api: null,
  token: null,
  authError: null,
  checkingToken: false,
  signIn: async (raw) => {
    const token = raw.trim();
    if (!token) { set({ authError: 'Enter the admin token.' }); return false; }
    set({ checkingToken: true, authError: null });
    try {
      await adminApi(token).get('/console/tasks', tasksSchema);
    } catch (err) {
      const refused = err instanceof ApiError && err.unauthorized;
      set({ checkingToken: false, authError: refused ? 'That is not the admin token: the server refused it.' : messageOf(err) });
      return false;
    }
    sessionStorage.setItem(TOKEN_KEY, token);
    const api = adminApi(token, { onUnauthorized: () => get().signOut('The server no longer accepts this token; enter it again.') });
    set({ api, token, checkingToken: false, authError: null });
    return true;
  },
  signOut: (why) => {
    sessionStorage.removeItem(TOKEN_KEY);
    get().stopSpectating();
    set({ api: null, token: null, authError: why ?? null });
  },
});
