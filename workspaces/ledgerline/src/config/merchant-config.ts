// @ts-nocheck
/**
 * Merchant configuration.
 *
 * One row per merchant in the `merchants` table (seeded from db/merchants.sql). The
 * version router reads it on every charge; nothing in this module talks to the provider.
 */
import Database from "better-sqlite3";

export type AdapterKind = "primary" | "legacy" | "sandbox";

export interface MerchantConfig {
  merchant_id: string;
  name: string;
  /** Which adapter handles this merchant's charges. */
  adapter: AdapterKind;
  /** The configured default provider API version for this merchant. */
  api_version: string;
  /** Allow the primary adapter to hand a failed charge to another path. */
  fallback_enabled: boolean;
  /** Test merchant: charges go to the provider's sandbox environment. */
  sandbox: boolean;
  /** Where a per-request override comes from, or null when there is none. */
  request_override: string | null;
}

export class UnknownMerchantError extends Error {
  constructor(readonly merchantId: string) {
    super(`unknown merchant: ${merchantId}`);
  }
}

const DEFAULT_DB_PATH = process.env.LEDGERLINE_DB ?? "data/ledgerline.db";
const RELOAD_INTERVAL_MS = 60_000;

let cache: Map<string, MerchantConfig> | null = null;
let loadedAt = 0;

/** Read every merchant row. */
export function loadMerchants(dbPath = DEFAULT_DB_PATH): Map<string, MerchantConfig> {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `SELECT merchant_id, name, adapter, api_version, fallback_enabled, sandbox, request_override
           FROM merchants
          ORDER BY merchant_id`,
      )
      .all();
    return new Map(rows.map((row) => [row.merchant_id, toConfig(row)]));
  } finally {
    db.close();
  }
}

/** The configuration of one merchant, from a cache refreshed every minute. */
export function getMerchant(merchantId: string, now = Date.now()): MerchantConfig {
  if (cache === null || now - loadedAt > RELOAD_INTERVAL_MS) {
    cache = loadMerchants();
    loadedAt = now;
  }
  const merchant = cache.get(merchantId);
  if (!merchant) {
    throw new UnknownMerchantError(merchantId);
  }
  return merchant;
}

function toConfig(row): MerchantConfig {
  return {
    merchant_id: row.merchant_id,
    name: row.name,
    adapter: row.adapter,
    api_version: row.api_version,
    fallback_enabled: row.fallback_enabled === 1,
    sandbox: row.sandbox === 1,
    request_override: row.request_override ?? null,
  };
}
