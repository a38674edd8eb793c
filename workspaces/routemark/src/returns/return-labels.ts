// @ts-nocheck
/**
 * Prepaid return labels.
 *
 * A shopper who sends a parcel back uses a return label that the shipper emailed them. Every
 * return label is an Ostrander `returns` label addressed to Ostrander's returns desk, which
 * sorts returned parcels and delivers them to the shipper in one weekly batch, whichever
 * carrier the shipper uses for outbound parcels.
 */
import type { ShipperConfig } from "../config/shipper-config";
import { createOstranderLabel, type Label, type Shipment } from "../carriers/ostrander-client";

const RETURNS_DESK_HUB = "HWK";

export class ReturnsNotEnabledError extends Error {
  constructor(readonly shipperId: string) {
    super(`shipper ${shipperId} does not offer return labels`);
  }
}

/** A prepaid return label for a shipper that offers returns. */
export async function createReturnLabel(
  shipper: ShipperConfig,
  shipment: Shipment,
): Promise<Label> {
  if (!shipper.returns_enabled) {
    throw new ReturnsNotEnabledError(shipper.shipper_id);
  }
  return createOstranderLabel(shipment, {
    service: "returns",
    sortHub: RETURNS_DESK_HUB,
    account: `returns:${shipper.shipper_id}`,
  });
}
