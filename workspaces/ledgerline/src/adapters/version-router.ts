// @ts-nocheck
/**
 * Chooses the adapter and provider API version for each charge.
 *
 * The adapter comes from the merchant's row in the `merchants` table (`adapter` column and
 * `sandbox` flag). The API version is the row's `api_version` unless the merchant has a
 * per-request override configured.
 */
import { getMerchant, type MerchantConfig } from "../config/merchant-config";
import { legacyCharge } from "./legacy-client";
import { createCharge, type ChargeRequest, type ChargeResult } from "./primary-adapter";
import { sandboxCharge } from "./sandbox-adapter";

const VERSION_HEADER = "X-Provider-Version";
const SUPPORTED_VERSIONS = new Set(["v2", "v3"]);

/** Route one charge request to the merchant's adapter. */
export async function routeCharge(request: ChargeRequest, headers: Headers): Promise<ChargeResult> {
  const merchant = getMerchant(request.merchantId);
  if (merchant.sandbox || merchant.adapter === "sandbox") {
    return sandboxCharge(merchant, request);
  }
  switch (merchant.adapter) {
    case "legacy":
      return legacyCharge(merchant, request);
    case "primary":
      return createCharge(merchant, request, resolveVersion(merchant, headers));
    default:
      throw new Error(`unknown adapter "${merchant.adapter}" for ${merchant.merchant_id}`);
  }
}

/**
 * The API version for one request. Merchants with `request_override` set may choose the
 * version per request through the X-Provider-Version header; the caller decides at run time.
 */
export function resolveVersion(merchant: MerchantConfig, headers: Headers): string {
  if (merchant.request_override) {
    const requested = headers.get(VERSION_HEADER)?.trim().toLowerCase();
    if (requested && SUPPORTED_VERSIONS.has(requested)) {
      return requested;
    }
  }
  return merchant.api_version;
}
