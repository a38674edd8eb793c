// @ts-nocheck
/**
 * Primary charge path: the Tessellate Payments API.
 *
 * Used for every merchant whose `adapter` is `primary`. Amounts are integers in the
 * currency's minor unit; the idempotency key is forwarded unchanged.
 */
import type { MerchantConfig } from "../config/merchant-config";
import { legacyCharge } from "./legacy-client";

const API_VERSION = "v3";
const BASE_URL = process.env.TESSELLATE_BASE_URL ?? "https://api.tessellate.example";
const TIMEOUT_MS = 8_000;

export interface ChargeRequest {
  merchantId: string;
  amountMinor: number;
  currency: string;
  sourceToken: string;
  idempotencyKey: string;
}

export interface ChargeResult {
  chargeId: string;
  status: "succeeded" | "pending" | "declined";
}

export class ProviderUnavailableError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** Create a charge for `merchant`; `version` defaults to the adapter's API version. */
export async function createCharge(
  merchant: MerchantConfig,
  request: ChargeRequest,
  version: string = API_VERSION,
): Promise<ChargeResult> {
  try {
    return await postCharge(version, request);
  } catch (error) {
    if (isTransient(error) && merchant.fallback_enabled) {
      return fallbackToLegacy(merchant, request);
    }
    throw error;
  }
}

async function postCharge(version: string, request: ChargeRequest): Promise<ChargeResult> {
  const response = await fetch(`${BASE_URL}/${version}/charges`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "idempotency-key": request.idempotencyKey,
      authorization: `Bearer ${process.env.TESSELLATE_SECRET_KEY}`,
    },
    body: JSON.stringify({
      amount_minor: request.amountMinor,
      currency: request.currency,
      payment_source: request.sourceToken,
      metadata: { merchant_id: request.merchantId },
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (response.status >= 500) {
    throw new ProviderUnavailableError(`provider returned ${response.status}`, response.status);
  }
  if (!response.ok) {
    throw new Error(`charge rejected with ${response.status}`);
  }
  const charge = await response.json();
  return { chargeId: charge.id, status: charge.status };
}

function isTransient(error: unknown): boolean {
  if (error instanceof ProviderUnavailableError) {
    return true;
  }
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

// Keep the checkout alive while the primary path is degraded: retry once through the
// other client with the same idempotency key, so a late primary success cannot double-charge.
async function fallbackToLegacy(
  merchant: MerchantConfig,
  request: ChargeRequest,
): Promise<ChargeResult> {
  return legacyCharge(merchant, request);
}
