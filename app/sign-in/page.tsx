import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { getViewer, isSetupNeeded, oidcSignInLabel } from "@/trpc/server";

export const metadata: Metadata = { title: "Sign in" };

/** Sign-in. A fresh database goes to the first-admin setup; a signed-in user goes home. */
export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  if (await isSetupNeeded()) redirect("/setup");
  if ((await getViewer()) !== null) redirect("/");
  const { next } = await searchParams;
  return <SignInForm next={typeof next === "string" ? next : null} oidcLabel={oidcSignInLabel()} />;
}
