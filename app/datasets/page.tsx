import type { Metadata } from "next";
import { DatasetsView } from "@/components/datasets/datasets-view";
import { requireViewer } from "@/trpc/server";

export const metadata: Metadata = { title: "Datasets" };

/** The eval set of escalation cases: versions, cases, add, import, export. */
export default async function DatasetsPage() {
  await requireViewer("/datasets");
  return <DatasetsView />;
}
