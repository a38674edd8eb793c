import { randomUUID } from "node:crypto";
import type { PrismaClient } from "./generated/client";
import { translateWriteErrors } from "./prisma-errors";

/** A workspace a user registered in the UI (environment workspaces are not stored). */
export interface RegisteredWorkspace {
  id: string;
  name: string;
  /** Absolute folder. */
  rootPath: string;
  /** Absolute SQLite file, or null. */
  databasePath: string | null;
  createdAt: number;
}

/** What `addRegisteredWorkspace` needs; the id is generated when absent. */
export interface NewRegisteredWorkspace {
  id?: string;
  name: string;
  rootPath: string;
  databasePath: string | null;
  createdAt?: number;
}

/** Every registered workspace, oldest first. */
export async function listRegisteredWorkspaces(
  prisma: PrismaClient,
): Promise<RegisteredWorkspace[]> {
  const rows = await prisma.workspace.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
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
export async function addRegisteredWorkspace(
  prisma: PrismaClient,
  workspace: NewRegisteredWorkspace,
): Promise<RegisteredWorkspace> {
  const record: RegisteredWorkspace = {
    id: workspace.id ?? `ws_${randomUUID()}`,
    name: workspace.name,
    rootPath: workspace.rootPath,
    databasePath: workspace.databasePath,
    createdAt: workspace.createdAt ?? Date.now(),
  };
  await translateWriteErrors(
    () => prisma.workspace.create({ data: { ...record, createdAt: new Date(record.createdAt) } }),
    { duplicate: `a workspace named "${workspace.name}" (or with id ${record.id}) already exists` },
  );
  return record;
}

/** Removes a registered workspace; returns false when there was none with that id. */
export async function removeRegisteredWorkspace(
  prisma: PrismaClient,
  id: string,
): Promise<boolean> {
  const result = await prisma.workspace.deleteMany({ where: { id } });
  return result.count > 0;
}
