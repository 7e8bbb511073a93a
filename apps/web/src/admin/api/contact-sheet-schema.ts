/** The contact sheet route's answer (`apps/server/src/http/console-frames.ts`). */
import { z } from 'zod';

const thumbnail = z.string().startsWith('data:image/jpeg;base64,').nullable();

export const contactSheetSchema = z.object({
  sessionId: z.string(),
  gameId: z.string(),
  total: z.number().int(),
  from: z.number().int(),
  size: z.number().int(),
  interactions: z.array(z.object({
    index: z.number().int(),
    time: z.number(),
    agent: z.enum(['Commander', 'Driver']),
    actionId: z.number().int(),
    success: z.boolean(),
    detail: z.string().nullable(),
    frames: z.object({ driver: thumbnail, commander: thumbnail, targetobject: thumbnail }),
  })),
});
export type ContactSheet = z.infer<typeof contactSheetSchema>;
export type ContactSheetRow = ContactSheet['interactions'][number];

export function contactSheetPath(sessionId: string, from: number, count: number): string {
  return `/console/sessions/${encodeURIComponent(sessionId)}/contact-sheet?from=${from}&count=${count}&size=192`;
}
