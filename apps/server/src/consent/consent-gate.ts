/**
 * Whether a worker may play: with a consent text, only after agreeing to its current version. A
 * program that declared itself (platform `bot`) is not a person and agrees to nothing.
 */
import { protocolError, type ProtocolError } from '@chorehouse/protocol';
import type { Platform, Store } from '@chorehouse/store';
import type { ConsentText } from './consent-text.js';

export type ConsentGate = (worker: { readonly workerId: string; readonly platform: Platform }) => Promise<ProtocolError | null>;

export function consentGate(store: Store, consent: ConsentText | null): ConsentGate {
  return async ({ workerId, platform }) => {
    if (!consent || platform === 'bot') return null;
    const decision = await store.consentOf(workerId, consent.version);
    return decision?.decision === 'agreed' ? null : protocolError('consent/required', 'Please read the consent page and agree to it before you play.');
  };
}
