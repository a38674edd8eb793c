import type { BadgeTone } from "@/components/ui/badge";
import { Badge } from "@/components/ui/badge";
import { WorkspaceRowActions } from "./workspace-row-actions";

export interface WorkspaceRow {
  id: string;
  name: string;
  rootPath: string;
  hasDatabase: boolean;
  source: "sample" | "env" | "registered";
  /** A registered workspace's database or `.sql` seed. */
  databasePath?: string | null;
}

const SOURCE_TONE: Record<WorkspaceRow["source"], BadgeTone> = {
  sample: "violet",
  env: "blue",
  registered: "grey",
};

/** Workspaces: name, folder, database, where the entry came from; registered ones can be edited. */
export function WorkspacesTable({ workspaces }: { workspaces: WorkspaceRow[] }) {
  return (
    // relative: the "Actions" heading's sr-only box (absolute) stays inside the scroll box, not
    // widening the page on a phone.
    <div className="relative overflow-x-auto rounded-md border border-zinc-200 bg-white">
      <table data-testid="workspaces-table" className="w-full min-w-[560px] text-left text-sm">
        <thead className="border-b border-zinc-200 bg-zinc-50 text-xs uppercase tracking-wide text-zinc-500">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Name
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Folder
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Database
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Source
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {workspaces.map((w) => (
            <tr key={w.id} data-testid="workspace-row" data-workspace-id={w.id}>
              <td className="px-3 py-2 font-medium">
                <bdi>{w.name}</bdi>
              </td>
              <td className="px-3 py-2 font-mono text-xs wrap-anywhere text-zinc-700">
                {w.rootPath}
              </td>
              <td className="px-3 py-2">
                {w.hasDatabase ? <Badge tone="green">yes</Badge> : <Badge>none</Badge>}
              </td>
              <td className="px-3 py-2">
                <Badge tone={SOURCE_TONE[w.source]}>{w.source}</Badge>
              </td>
              <td className="px-3 py-2">
                <WorkspaceRowActions workspace={w} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
