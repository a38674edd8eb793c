// @ts-nocheck
/**
 * Sandbox adapter: test merchants (`sandbox = 1`) are charged in Tessellate's sandbox
 * environment, which accepts the test card tokens and never moves money.
 */
import type { MerchantConfig } from "../config/merchant-config";
import type { ChargeRequest, ChargeResult } from "./primary-adapter";

const SANDBOX_API_VERSION = "v2";
const SANDBOX_BASE_URL = process.env.TESSELLATE_SANDBOX_URL ?? "https://sandbox.tessellate.example";

/** Create a test charge in the sandbox environment. */
export async function sandboxCharge(
  merchant: MerchantConfig,
  request: ChargeRequest,
): Promise<ChargeResult> {
  const response = await fetch(`${SANDBOX_BASE_URL}/${SANDBOX_API_VERSION}/charges`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "idempotency-key": request.idempotencyKey,
      authorization: `Bearer ${process.env.TESSELLATE_SANDBOX_KEY}`,
    },
    body: new URLSearchParams({
      merchant: merchant.merchant_id,
      amount: String(request.amountMinor),
      currency: request.currency.toLowerCase(),
      source: request.sourceToken,
    }),
  });
  if (!response.ok) {
    throw new Error(`sandbox charge failed with ${response.status}`);
  }
  const charge = await response.json();
  return { chargeId: charge.id, status: charge.paid ? "succeeded" : "declined" };
}
