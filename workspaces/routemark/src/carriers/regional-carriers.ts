// @ts-nocheck
/**
 * Clients for the two regional carriers, Bellweather Express and Quillon Couriers.
 *
 * Both collect from their own depots (the shipper's `pickup_hub`, e.g. BEL-NORTH or
 * QC-CENTRAL) and never hand parcels to Ostrander.
 */
import type { ShipperConfig } from "../config/shipper-config";
import type { Label, Shipment } from "./ostrander-client";

const BELLWEATHER_URL = process.env.BELLWEATHER_URL ?? "https://api.bellweather.example";
const QUILLON_URL = process.env.QUILLON_URL ?? "https://ship.quillon.example";

/** An outbound Bellweather Express label collected at the shipper's depot. */
export async function bellweatherLabel(shipper: ShipperConfig, shipment: Shipment): Promise<Label> {
  const response = await fetch(`${BELLWEATHER_URL}/consignments`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${process.env.BELLWEATHER_API_KEY}`,
    },
    body: JSON.stringify({
      depot: shipper.pickup_hub,
      reference: shipment.shipmentId,
      collection_date: shipment.collectOn,
      mass_kg: shipment.weightGrams / 1000,
      postcode: shipment.recipientPostcode,
    }),
  });
  if (!response.ok) {
    throw new Error(`bellweather consignment failed with ${response.status}`);
  }
  const consignment = await response.json();
  return {
    labelId: consignment.consignment_id,
    carrier: "bellweather",
    sortHub: shipper.pickup_hub,
    trackingNumber: consignment.tracking,
  };
}

/** An outbound Quillon Couriers label collected at the shipper's depot. */
export async function quillonLabel(shipper: ShipperConfig, shipment: Shipment): Promise<Label> {
  const response = await fetch(`${QUILLON_URL}/v1/jobs`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-api-key": process.env.QUILLON_API_KEY,
    },
    body: JSON.stringify({
      depot_code: shipper.pickup_hub,
      client_ref: shipment.shipmentId,
      date: shipment.collectOn,
      grams: shipment.weightGrams,
      to_postcode: shipment.recipientPostcode,
    }),
  });
  if (!response.ok) {
    throw new Error(`quillon job failed with ${response.status}`);
  }
  const job = await response.json();
  return {
    labelId: job.job_id,
    carrier: "quillon",
    sortHub: shipper.pickup_hub,
    trackingNumber: job.tracking_ref,
  };
}
