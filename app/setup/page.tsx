import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SetupForm } from "@/components/auth/setup-form";
import { isSetupNeeded } from "@/trpc/server";

export const metadata: Metadata = { title: "Set up" };

/** The first-administrator form, on a fresh database only (else: sign-in). */
export default async function SetupPage() {
  if (!(await isSetupNeeded())) redirect("/sign-in");
  return <SetupForm />;
}
