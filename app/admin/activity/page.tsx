import type { Metadata } from "next";
import { ActivityLog } from "@/components/activity/activity-log";
import { Forbidden } from "@/components/auth/forbidden";
import { DrainControl } from "@/components/drain/drain-control";
import { roleCan } from "@/server/shared/permissions";
import { requireViewer } from "@/trpc/server";

export const metadata: Metadata = { title: "Activity" };

/**
 * Activity (admins): the drain control (start / lift a drain for a deployment, `system:drain`)
 * and the insert-only action log, newest first.
 */
export default async function ActivityPage() {
  const viewer = await requireViewer("/admin/activity");
  if (!roleCan(viewer.role, "activity:read"))
    return <Forbidden role={viewer.role} permission="activity:read" />;
  return (
    <>
      <DrainControl />
      <ActivityLog />
    </>
  );
}
