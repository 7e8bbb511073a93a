/** The one list of roles: the two seats of a game, and who may watch one. */
import { z } from 'zod/mini';

export const ROLES = ['commander', 'follower'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Who a view of the session is for: a seat, or an admin watching both. */
export const VIEWERS = [...ROLES, 'spectator'] as const;
export const viewerSchema = z.enum(VIEWERS);
export type Viewer = z.infer<typeof viewerSchema>;

export const otherRole = (r: Role): Role => (r === 'commander' ? 'follower' : 'commander');
