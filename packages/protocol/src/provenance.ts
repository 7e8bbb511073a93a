/**
 * Provenance (issue 47, DESIGN.md section 3): which code recorded a session. Each part is a version
 * constant where the code has one (`PROTOCOL_VERSION`) and otherwise a content hash of the part's
 * sources and data (`sha256:` and 12 hex digits), so any change of a rule, the catalog, the geometry,
 * the task library or the renderer gives a new version; `commit` is the repository's commit (or
 * "unknown" when neither CHOREHOUSE_COMMIT nor git could say).
 */
import { z } from 'zod/mini';

export const PROVENANCE_PARTS = ['protocol', 'rules', 'catalog', 'geometry', 'taskLibrary', 'renderer', 'commit'] as const;
export type ProvenancePart = (typeof PROVENANCE_PARTS)[number];

export const provenanceSchema = z.object({
  protocol: z.string(),
  rules: z.string(),
  catalog: z.string(),
  geometry: z.string(),
  taskLibrary: z.string(),
  renderer: z.string(),
  commit: z.string(),
});
export type Provenance = z.infer<typeof provenanceSchema>;

/** What a part is called in reports ("the simulator's rules"). */
export const PROVENANCE_NAMES: Readonly<Record<ProvenancePart, string>> = {
  protocol: 'the protocol', rules: 'the simulator\'s rules', catalog: 'the object catalog', geometry: 'the geometry',
  taskLibrary: 'the task library', renderer: 'the renderer', commit: 'the code\'s commit',
};

/** The parts in which two provenances differ, in PROVENANCE_PARTS order. */
export function provenanceDiff(recorded: Provenance, current: Provenance, parts: readonly ProvenancePart[] = PROVENANCE_PARTS): ProvenancePart[] {
  return parts.filter((p) => recorded[p] !== current[p]);
}
