// @ts-nocheck
/**
 * Shipper configuration.
 *
 * One row per shipper in the `shippers` table (seeded from db/shippers.sql). The shipment
 * router reads it for every label; nothing in this module talks to a carrier.
 */
import Database from "better-sqlite3";

export type CarrierName = "ostrander" | "bellweather" | "quillon";
export type CollectionMode = "scheduled" | "dropoff";

export interface ShipperConfig {
  shipper_id: string;
  name: string;
  /** The carrier that collects this shipper's outbound parcels. */
  carrier: CarrierName;
  /** scheduled: the carrier collects at the shop; dropoff: the shop hands parcels in at a counter. */
  collection: CollectionMode;
  /** The carrier's sort hub for scheduled collections; null for drop-off shippers. */
  pickup_hub: string | null;
  /** Saturday and Sunday parcels go through Routemark's weekend consolidation. */
  consolidate_weekends: boolean;
  /** The shipper offers prepaid return labels to its customers. */
  returns_enabled: boolean;
  status: "active" | "closed";
}

export class UnknownShipperError extends Error {
  constructor(readonly shipperId: string) {
    super(`unknown shipper: ${shipperId}`);
  }
}

const DEFAULT_DB_PATH = process.env.ROUTEMARK_DB ?? "data/routemark.db";
const RELOAD_INTERVAL_MS = 300_000;

let cache: Map<string, ShipperConfig> | null = null;
let loadedAt = 0;

/** Read every shipper row. */
export function loadShippers(dbPath = DEFAULT_DB_PATH): Map<string, ShipperConfig> {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `SELECT shipper_id, name, carrier, collection, pickup_hub, consolidate_weekends,
                returns_enabled, status
           FROM shippers
          ORDER BY shipper_id`,
      )
      .all();
    return new Map(rows.map((row) => [row.shipper_id, toConfig(row)]));
  } finally {
    db.close();
  }
}

/** The configuration of one shipper, from a cache refreshed every five minutes. */
export function getShipper(shipperId: string, now = Date.now()): ShipperConfig {
  if (cache === null || now - loadedAt > RELOAD_INTERVAL_MS) {
    cache = loadShippers();
    loadedAt = now;
  }
  const shipper = cache.get(shipperId);
  if (!shipper) {
    throw new UnknownShipperError(shipperId);
  }
  return shipper;
}

function toConfig(row): ShipperConfig {
  return {
    shipper_id: row.shipper_id,
    name: row.name,
    carrier: row.carrier,
    collection: row.collection,
    pickup_hub: row.pickup_hub ?? null,
    consolidate_weekends: row.consolidate_weekends === 1,
    returns_enabled: row.returns_enabled === 1,
    status: row.status,
  };
}
