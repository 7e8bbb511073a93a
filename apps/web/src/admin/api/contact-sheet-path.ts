/** Where the console asks for a page of a session's contact sheet (`apps/server/src/research/contact-sheet.ts`). */
export function contactSheetPath(sessionId: string, from: number, count: number): string {
  return `/console/sessions/${encodeURIComponent(sessionId)}/contact-sheet?from=${from}&count=${count}&size=192`;
}
