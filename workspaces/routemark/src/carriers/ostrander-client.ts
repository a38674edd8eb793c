// @ts-nocheck
/**
 * Client for Ostrander Parcel's labels API.
 *
 * Used for every shipper whose `carrier` is `ostrander`. A label names the sort hub that
 * receives the parcel; Ostrander rejects a label whose hub it no longer operates.
 */
import type { ShipperConfig } from "../config/shipper-config";

const BASE_URL = process.env.OSTRANDER_BASE_URL ?? "https://labels.ostrander.example";
const TIMEOUT_MS = 10_000;

export interface Shipment {
  shipmentId: string;
  shipperId: string;
  kind: "outbound" | "return";
  /** The collection date, YYYY-MM-DD in the shipper's time zone. */
  collectOn: string;
  weightGrams: number;
  recipientPostcode: string;
}

export interface Label {
  labelId: string;
  carrier: string;
  sortHub: string | null;
  trackingNumber: string;
}

export interface OstranderLabelOptions {
  service: "standard" | "consolidated" | "returns";
  /** The hub that sorts the parcel; null lets Ostrander assign it at the drop-off counter. */
  sortHub: string | null;
  /** The Ostrander account the label is billed to. */
  account: string;
}

export class OstranderLabelError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
  }
}

/** An outbound label for an Ostrander shipper, at the shipper's own pickup hub. */
export async function ostranderLabel(shipper: ShipperConfig, shipment: Shipment): Promise<Label> {
  // Drop-off shippers hand parcels in at a counter; the counter decides the receiving hub.
  const sortHub = shipper.collection === "dropoff" ? null : shipper.pickup_hub;
  return createOstranderLabel(shipment, {
    service: "standard",
    sortHub,
    account: `shipper:${shipper.shipper_id}`,
  });
}

/** Create one label through the labels API. */
export async function createOstranderLabel(
  shipment: Shipment,
  options: OstranderLabelOptions,
): Promise<Label> {
  const response = await fetch(`${BASE_URL}/labels`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "idempotency-key": shipment.shipmentId,
      authorization: `Bearer ${process.env.OSTRANDER_API_KEY}`,
    },
    body: JSON.stringify({
      service: options.service,
      sort_hub: options.sortHub,
      account: options.account,
      collect_on: shipment.collectOn,
      weight_g: shipment.weightGrams,
      recipient_postcode: shipment.recipientPostcode,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    const problem = await response.json().catch(() => ({}));
    throw new OstranderLabelError(
      `ostrander label failed with ${response.status}`,
      response.status,
      problem.code ?? null,
    );
  }
  const label = await response.json();
  return {
    labelId: label.id,
    carrier: "ostrander",
    sortHub: label.sort_hub ?? options.sortHub,
    trackingNumber: label.tracking_number,
  };
}
