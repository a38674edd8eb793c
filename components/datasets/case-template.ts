/**
 * The ground truth the Datasets page's "add a case" form starts with: valid as it stands on the
 * default workspace (ledgerline), so submitting the example only needs an id and a question.
 * 19 = the live merchants whose charges reach API v2: the legacy adapter, and the primary
 * adapter's fallback (seed 000's sample question; dataset v1's `affected_count`).
 */
export const TRUTH_TEMPLATE = `[
  { "kind": "count", "key": "affected_count", "value": 19,
    "sql": "SELECT count(*) FROM merchants WHERE sandbox = 0 AND (adapter = 'legacy' OR (adapter = 'primary' AND fallback_enabled = 1))" }
]`;

/** The workspace the form starts on, which TRUTH_TEMPLATE is checked against. */
export const TEMPLATE_WORKSPACE = "ledgerline";
