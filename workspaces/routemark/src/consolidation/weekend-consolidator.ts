// @ts-nocheck
/**
 * Weekend consolidation.
 *
 * Few carriers collect from small shops on Saturdays and Sundays. Shippers who opt in
 * (`consolidate_weekends = 1`) drop their weekend parcels at Routemark's Tamsford yard; the
 * yard loads them into one trailer and hands the trailer over to a single carrier, whatever
 * carrier the shipper uses during the week. The labels are bought on Routemark's own account.
 */
import type { ShipperConfig } from "../config/shipper-config";
import { createOstranderLabel, type Label, type Shipment } from "../carriers/ostrander-client";

const TRAILER_ACCOUNT = "routemark:tamsford-yard";
// Hand-over point agreed with the trailer carrier in 2025 (one trailer per weekend day).
const HANDOVER_HUB = "HWK";

/** Whether a collection date (YYYY-MM-DD) falls on a Saturday or a Sunday. */
export function isWeekendCollection(collectOn: string): boolean {
  const day = new Date(`${collectOn}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** Label a weekend parcel for the consolidated trailer. */
export async function consolidateForWeekend(
  shipper: ShipperConfig,
  shipment: Shipment,
): Promise<Label> {
  return createOstranderLabel(shipment, {
    service: "consolidated",
    sortHub: HANDOVER_HUB,
    account: TRAILER_ACCOUNT,
  });
}
