import { describe, expect, it } from 'vitest';
import { exportPath } from '../state/data-slice.js';
import { contactSheetSchema } from '@chorehouse/protocol';
import { contactSheetPath } from './contact-sheet-path.js';

describe('contact sheet and frame exports', () => {
  it('asks for a page of a session\'s frames and reads the answer only if every thumbnail is a JPEG data URL', () => {
    expect(contactSheetPath('s/1', 12, 12)).toBe('/console/sessions/s%2F1/contact-sheet?from=12&count=12&size=192');
    const row = { index: 0, time: 1.5, agent: 'Driver', actionId: 200, action: 'Pickup', success: true, detail: 'Mug|1', frames: { driver: 'data:image/jpeg;base64,AA==', commander: 'data:image/jpeg;base64,AA==', targetobject: null } };
    const sheet = { sessionId: 's', gameId: 'g', total: 1, from: 0, size: 192, interactions: [row] };
    expect(contactSheetSchema.safeParse(sheet).success).toBe(true);
    expect(contactSheetSchema.safeParse({ ...sheet, interactions: [{ ...row, frames: { ...row.frames, driver: 'http://elsewhere/x.jpg' } }] }).success).toBe(false);
  });

  it('an export asks for frames only when ticked', () => {
    const base = { kind: 'edh' as const, split: '', task: '', since: '', includeUnsuccessful: false, includeBots: false };
    expect(exportPath(base)).toBe('/console/export?kind=edh');
    expect(exportPath({ ...base, frames: true })).toBe('/console/export?kind=edh&frames=true');
  });
});
