import { randomUUID } from "node:crypto";
import type { PrismaClient } from "../../db/prisma-types";
import { translateWriteErrors } from "../../db/prisma-errors";
import type { RegisteredWorkspace, RegisteredWorkspaceSource } from "./workspace-registry";

/** A workspace a user registered in the UI, as stored (environment workspaces are not stored). */
export interface StoredWorkspace extends RegisteredWorkspace {
  /** Epoch ms. */
  createdAt: number;
}

/** What `add` needs; the id is generated and the time taken when absent. */
export interface NewStoredWorkspace {
  id?: string;
  name: string;
  /** Absolute folder. */
  rootPath: string;
  /** Absolute SQLite file, or null. */
  databasePath: string | null;
  createdAt?: number;
}

/** Storage of user-registered workspaces (the registry's RegisteredWorkspaceSource). */
export class WorkspaceRepository implements RegisteredWorkspaceSource {
  constructor(private readonly prisma: PrismaClient) {}

  /** Every registered workspace, oldest first. */
  async list(): Promise<StoredWorkspace[]> {
    const rows = await this.prisma.workspace.findMany({
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      rootPath: row.rootPath,
      databasePath: row.databasePath,
      createdAt: row.createdAt.getTime(),
    }));
  }

  /**
   * Stores a workspace and returns it. Validation of the paths is the caller's job (the
   * workspaces service); a duplicate name or id throws ConflictError.
   */
  async add(workspace: NewStoredWorkspace): Promise<StoredWorkspace> {
    const record: StoredWorkspace = {
      id: workspace.id ?? `ws_${randomUUID()}`,
      name: workspace.name,
      rootPath: workspace.rootPath,
      databasePath: workspace.databasePath,
      createdAt: workspace.createdAt ?? Date.now(),
    };
    await translateWriteErrors(
      () =>
        this.prisma.workspace.create({
          data: { ...record, createdAt: new Date(record.createdAt) },
        }),
      {
        duplicate: `A workspace named "${workspace.name}" (or with id ${record.id}) already exists: choose another name`,
      },
    );
    return record;
  }

  /**
   * Replaces a registered workspace's name and paths (validated by the caller). Errors:
   * NotFoundError for an unknown id, ConflictError for a name another workspace has.
   */
  async update(
    id: string,
    fields: Pick<StoredWorkspace, "name" | "rootPath" | "databasePath">,
  ): Promise<StoredWorkspace> {
    const row = await translateWriteErrors(
      () => this.prisma.workspace.update({ where: { id }, data: fields }),
      {
        duplicate: `A workspace named "${fields.name}" already exists: choose another name`,
        missing: `unknown registered workspace: ${id}`,
      },
    );
    return { ...fields, id: row.id, createdAt: row.createdAt.getTime() };
  }

  /** Removes a registered workspace; NotFoundError for an unknown id. Runs keep its id. */
  async remove(id: string): Promise<void> {
    await translateWriteErrors(() => this.prisma.workspace.delete({ where: { id } }), {
      missing: `unknown registered workspace: ${id}`,
    });
  }
}
