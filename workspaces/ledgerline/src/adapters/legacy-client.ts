// @ts-nocheck
/**
 * Client for Tessellate's older charge endpoint.
 *
 * Merchants whose `adapter` is `legacy` are charged through this client. The older
 * endpoint takes a form-encoded body and reports amounts in minor units.
 */
import type { MerchantConfig } from "../config/merchant-config";
import type { ChargeRequest, ChargeResult } from "./primary-adapter";

const LEGACY_API_VERSION = "v2";
const BASE_URL = process.env.TESSELLATE_BASE_URL ?? "https://api.tessellate.example";
const TIMEOUT_MS = 12_000;

export class LegacyChargeError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Create a charge through the older endpoint. */
export async function legacyCharge(
  merchant: MerchantConfig,
  request: ChargeRequest,
): Promise<ChargeResult> {
  const body = new URLSearchParams({
    merchant: merchant.merchant_id,
    amount: String(request.amountMinor),
    currency: request.currency.toLowerCase(),
    source: request.sourceToken,
  });
  const response = await fetch(`${BASE_URL}/${LEGACY_API_VERSION}/charges`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "idempotency-key": request.idempotencyKey,
      authorization: `Bearer ${process.env.TESSELLATE_SECRET_KEY}`,
    },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    throw new LegacyChargeError(`legacy charge failed with ${response.status}`, response.status);
  }
  const charge = await response.json();
  return {
    chargeId: charge.id,
    status: charge.paid ? "succeeded" : charge.pending ? "pending" : "declined",
  };
}
