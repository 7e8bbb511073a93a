/** Small coloured labels for states, outcomes and connections. */
import { ENDING_WORDS, type SessionRow } from '@chorehouse/protocol';

export function StateBadge({ state }: { state: SessionRow['state'] | 'connecting' }) {
  return <span className={`badge state-${state}`}>{state}</span>;
}

/**
 * The outcome as admins need it: "abandoned" is told apart by its reason into an idle timeout
 * and a player who left (disconnected and did not come back).
 */
export function outcomeLabel(outcome: string, reason: string | null): string {
  if (outcome === 'abandoned' && reason) {
    if (/idle/i.test(reason)) return 'idle timeout';
    if (/did not come back|disconnect/i.test(reason)) return 'disconnected';
  }
  return outcome.replace('_', ' ');
}

export function OutcomeBadge({ outcome, reason = null }: { outcome: string | null; reason?: string | null }) {
  if (!outcome) return <span className="muted">—</span>;
  const label = outcomeLabel(outcome, reason);
  return <span className={`badge outcome-${outcome} outcome-${label.replace(' ', '-')}`} title={reason ?? undefined} data-testid="outcome">{label}</span>;
}

/** A seat: the worker's name and a dot for its connection (green on, red off, grey unknown). */
export function Seat({ seat, role }: { seat: SessionRow['commander']; role: 'commander' | 'follower' }) {
  const conn = seat.connected === null ? 'unknown' : seat.connected ? 'on' : 'off';
  const title = seat.connected === null ? 'not running here' : seat.connected ? 'connected' : 'disconnected';
  return (
    <span className={`seat seat-${role}`} title={`${seat.id} · ${title}`}>
      <span className={`dot conn-${conn}`} data-testid={`${role}-connection`} data-connected={conn} />
      {seat.name}{seat.bot ? <span className="badge seat-bot small" data-testid={`${role}-bot`}>{seat.kind === 'replaced' ? 'replaced by bot' : 'bot'}</span> : null}
      {seat.code ? <code className="small" data-testid={`${role}-code`}> {seat.code}</code> : null}
      {seat.paid === 'unpaid' ? <span className="badge outcome-abandoned small" data-testid={`${role}-unpaid`}>no pay</span> : null}
      {seat.ending ? <span className="small muted" data-testid={`${role}-ending`} title={ENDING_WORDS[seat.ending].detail}> {ENDING_WORDS[seat.ending].label}</span> : null}
    </span>
  );
}
