/**
 * Games as a JSONL stream, for an HTTP endpoint (the researcher API) or a pipe: one line per
 * exported game (`{"kind":"game","game_id","split","game"}`), one per flagged session
 * (`{"kind":"flagged","session_id","where","problems"}`), and a closing summary line, so a reader
 * can tell a complete stream from a cut one.
 */
import { matchesQuery, type SessionQuery, type SessionSource } from '../session/session-source.js';
import { exportJob } from './export-job.js';

export async function* gameLines(source: SessionSource, query: SessionQuery = {}): AsyncGenerator<string> {
  let games = 0, flagged = 0;
  for await (const entry of source.sessions(query)) {
    const s = entry.session;
    if (s && !matchesQuery(s, query)) continue; // sources may filter less than asked
    if (!s || entry.problems.length > 0) {
      flagged++;
      yield `${JSON.stringify({ kind: 'flagged', session_id: s?.session.id ?? null, where: entry.where, problems: entry.problems })}\n`;
      continue;
    }
    const result = exportJob(s, null);
    if (!result.ok) {
      flagged++;
      yield `${JSON.stringify({ kind: 'flagged', session_id: s.session.id, where: entry.where, problems: result.problems })}\n`;
      continue;
    }
    games++;
    // The game text is already JSON; splice it rather than parse and serialize it again.
    yield `{"kind":"game","game_id":${JSON.stringify(result.gameId)},"split":${JSON.stringify(result.split)},"game":${result.gameText.trimEnd()}}\n`;
  }
  yield `${JSON.stringify({ kind: 'end', games, flagged })}\n`;
}
