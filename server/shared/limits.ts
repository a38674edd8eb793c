/** Size limits on what people send (characters unless named otherwise). */

/** Longest question accepted. */
export const MAX_QUESTION_LENGTH = 4000;

/** Longest correction text accepted (from a human or a parent agent). */
export const MAX_CORRECTION_LENGTH = 4000;

/** Longest reviewer note on an audit flag. */
export const MAX_REVIEW_NOTE_LENGTH = 2000;

/** Longest display name of a user. */
export const MAX_PERSON_NAME_LENGTH = 80;

/** Longest model name. */
export const MAX_MODEL_NAME_LENGTH = 200;

/** Longest workspace name. */
export const MAX_WORKSPACE_NAME_LENGTH = 64;

/** Most run ids one audit-summaries request may name. */
export const MAX_SUMMARY_RUN_IDS = 1000;

/** The smallest context window (tokens) a run may set. */
export const MIN_CONTEXT_TOKENS = 1024;

/**
 * The largest context window (tokens) a run may set: ten million, above every model offered
 * today (the largest are a few million), far below what would overflow a count.
 */
export const MAX_CONTEXT_TOKENS = 10_000_000;

/** Longest id (run, agent, workspace, flag, user, experiment, cursor) an input may name. */
export const MAX_ID_LENGTH = 200;

/** Longest folder or database path a workspace may be registered with. */
export const MAX_PATH_LENGTH = 4096;

/** Longest escalation history a user may attach to a run (characters, about 50k tokens). */
export const MAX_HISTORY_LENGTH = 200_000;

/** Shortest password accepted (Better Auth is configured with the same bounds). */
export const MIN_PASSWORD_LENGTH = 10;

/** Longest password accepted. */
export const MAX_PASSWORD_LENGTH = 128;

/** Longest email address accepted. */
export const MAX_EMAIL_LENGTH = 254;

/** Most rows one page of the activity log or the users list returns. */
export const MAX_PAGE_SIZE = 100;

/** Calls the browser client puts in one HTTP batch (the server refuses more than its limit). */
export const CLIENT_BATCH_CALLS = 10;

/** Corrections waiting in one agent's inbox at most (429 for the next one). */
export const MAX_PENDING_CORRECTIONS = 20;

/** Runs one page of the runs list holds at most (and by default). */
export const MAX_RUNS_PAGE_SIZE = 100;
export const DEFAULT_RUNS_PAGE_SIZE = 50;
/**
 * Transcript items per agent the run page loads with the run (runs.get); a longer transcript
 * loads the rest page by page (transcripts.page) as its panel scrolls.
 */
export const TRANSCRIPT_FIRST_PAGE = 100;
/**
 * The largest sequence a stored row can have (the database's 32-bit Int column): a cursor past
 * it is refused as input instead of reaching PostgreSQL, which fails on an out-of-range value.
 */
export const MAX_SEQUENCE = 2_147_483_647;
/** The most transcript items one transcripts.page call returns. */
export const MAX_TRANSCRIPT_PAGE_SIZE = 500;
/** Transcript items per page by default. */
export const DEFAULT_TRANSCRIPT_PAGE_SIZE = 200;
/** The longest text a transcript search looks for (characters). */
export const MAX_TRANSCRIPT_SEARCH_LENGTH = 200;

/** The longest text the runs list searches the questions for (characters). */
export const MAX_RUNS_SEARCH_LENGTH = 200;
