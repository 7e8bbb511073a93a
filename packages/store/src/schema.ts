/** The tables, as Kysely sees them. Times are integer milliseconds since the Unix epoch; JSON is text. */
export interface WorkersTable {
  id: string;
  platform: string;
  external_id: string;
  name: string;
  vetted: number;
  blocked: number;
  created_at: number;
  staff: number;
}

export interface PairBlocksTable {
  worker_a: string;
  worker_b: string;
  created_at: number;
}

export interface EpisodesTable {
  id: string;
  task_name: string;
  benchmark_name: string;
  params: string;
  floor_plan: number;
  split: string;
  seed: number;
  world: string;
  world_hash: string;
  solution_steps: number;
  created_at: number;
}

export interface SessionsTable {
  id: string;
  episode_id: string;
  commander_id: string;
  follower_id: string;
  bot_role: string | null;
  status: string;
  outcome: string | null;
  end_reason: string | null;
  started_at: number;
  ended_at: number | null;
  owner: string;
  commander_seat: string;
  follower_seat: string;
  commander_pay: string | null;
  follower_pay: string | null;
  commander_browser: string | null;
  follower_browser: string | null;
  pilot: number;
  provenance: string | null;
}

export interface CompletionsTable {
  id: string;
  worker_id: string;
  browser: string | null;
  session_id: string | null;
  code: string | null;
  paid: number;
  reason: string;
  outcome: string | null;
  ending: string | null;
  created_at: number;
}

export interface EventsTable {
  session_id: string;
  seq: number;
  t: number;
  kind: string;
  role: string | null;
  body: string;
  created_at: number;
}

export interface SurveysTable {
  session_id: string;
  worker_id: string;
  role: string;
  rating: number;
  comment: string;
  created_at: number;
}

export interface AdminAuditTable {
  id: string;
  at: number;
  action: string;
  target: string;
  reason: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface PlanTasksTable {
  task: string;
  target: number | null;
  state: string;
  updated_at: number;
}

export interface PlanSplitTargetsTable {
  task: string;
  split: string;
  target: number;
}

export interface ConsentsTable {
  worker_id: string;
  version: string;
  decision: string;
  at: number;
}

export interface SessionReviewsTable {
  session_id: string;
  decision: string;
  reason: string;
  reviewer: string;
  at: number;
}

export interface CrowdAssignmentsTable {
  worker_id: string;
  assignment_id: string;
  hit_id: string | null;
  submit_to: string | null;
  arrived_at: number;
}

export interface GameLeasesTable {
  session_id: string;
  owner: string;
  token: number;
  expires_at: number;
}

export interface LobbyWaitingTable {
  worker_id: string;
  name: string;
  browser: string | null;
  platform: string;
  since: number;
  owner: string;
}

export interface LiveSeatsTable {
  worker_id: string;
  session_id: string;
}

export interface Database {
  workers: WorkersTable;
  pair_blocks: PairBlocksTable;
  episodes: EpisodesTable;
  sessions: SessionsTable;
  events: EventsTable;
  surveys: SurveysTable;
  admin_audit: AdminAuditTable;
  settings: SettingsTable;
  completions: CompletionsTable;
  plan_tasks: PlanTasksTable;
  plan_split_targets: PlanSplitTargetsTable;
  consents: ConsentsTable;
  session_reviews: SessionReviewsTable;
  crowd_assignments: CrowdAssignmentsTable;
  game_leases: GameLeasesTable;
  lobby_waiting: LobbyWaitingTable;
  live_seats: LiveSeatsTable;
}
