// @ts-nocheck
/**
 * Chooses how each shipment gets its label.
 *
 * The carrier and pickup hub come from the shipper's row in the `shippers` table. Return
 * shipments and weekend collections take their own paths before the carrier is looked at.
 */
import { getShipper } from "../config/shipper-config";
import { ostranderLabel, type Label, type Shipment } from "../carriers/ostrander-client";
import { bellweatherLabel, quillonLabel } from "../carriers/regional-carriers";
import { consolidateForWeekend, isWeekendCollection } from "../consolidation/weekend-consolidator";
import { createReturnLabel } from "../returns/return-labels";

export class ShipperInactiveError extends Error {
  constructor(
    readonly shipperId: string,
    readonly status: string,
  ) {
    super(`shipper ${shipperId} is ${status}; no labels can be created`);
  }
}

/** Create the label for one shipment. */
export async function routeShipment(shipment: Shipment): Promise<Label> {
  const shipper = getShipper(shipment.shipperId);
  if (shipper.status !== "active") {
    throw new ShipperInactiveError(shipper.shipper_id, shipper.status);
  }
  if (shipment.kind === "return") {
    return createReturnLabel(shipper, shipment);
  }
  if (shipper.consolidate_weekends && isWeekendCollection(shipment.collectOn)) {
    return consolidateForWeekend(shipper, shipment);
  }
  switch (shipper.carrier) {
    case "ostrander":
      return ostranderLabel(shipper, shipment);
    case "bellweather":
      return bellweatherLabel(shipper, shipment);
    case "quillon":
      return quillonLabel(shipper, shipment);
    default:
      throw new Error(`unknown carrier "${shipper.carrier}" for ${shipper.shipper_id}`);
  }
}
