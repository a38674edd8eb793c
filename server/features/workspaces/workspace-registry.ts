import path from "node:path";
import { ConflictError, InputValidationError, NotFoundError } from "../../runtime/errors";
import type { WorkspacePort } from "../../runtime/ports";
import { FileWorkspace } from "./file-workspace";
import { defaultWorkspaceRoots, WorkspaceRoots } from "./workspace-roots";
import {
  SQL_SEED_EXTENSION,
  validateWorkspaceRegistration,
  type SeedCheckOptions,
  type ValidatedRegistration,
  type WorkspaceRegistrationInput,
} from "./workspace-validation";

export {
  SQL_SEED_EXTENSION,
  validateWorkspaceRegistration,
  type SeedCheckOptions,
  type ValidatedRegistration,
  type WorkspaceRegistrationInput,
} from "./workspace-validation";

/** Id of the default sample workspace (the sample escalation's). */
export const SAMPLE_WORKSPACE_ID = "ledgerline";

/** The sample workspaces shipped in the repository's workspaces/ folder, with their SQL seeds. */
export const SAMPLE_WORKSPACES: readonly { id: string; name: string; seedSql: string }[] = [
  { id: SAMPLE_WORKSPACE_ID, name: "Ledgerline (sample)", seedSql: "db/merchants.sql" },
  { id: "routemark", name: "Routemark (sample)", seedSql: "db/shippers.sql" },
];
const SAMPLE_IDS: ReadonlySet<string> = new Set(SAMPLE_WORKSPACES.map((sample) => sample.id));

/** Where a workspace entry came from. */
export type WorkspaceSource = "sample" | "env" | "registered";

/** A workspace as the UI lists it. */
export interface WorkspaceSummary {
  id: string;
  name: string;
  rootPath: string;
  hasDatabase: boolean;
  source: WorkspaceSource;
  /** The registered database or `.sql` seed (registered workspaces; null otherwise). */
  databasePath?: string | null;
}

/** A workspace a user registered (stored elsewhere, e.g. with Prisma). */
export interface RegisteredWorkspace {
  id: string;
  name: string;
  rootPath: string;
  /** A SQLite file, or a `.sql` seed the database is built from (like the samples'). */
  databasePath: string | null;
}

/** The store of user-registered workspaces. */
export interface RegisteredWorkspaceSource {
  list(): Promise<RegisteredWorkspace[]>;
}

/** One entry of the env-style spec `name=/abs/folder[:/abs/db.sqlite]`. */
export interface EnvWorkspaceEntry {
  name: string;
  rootPath: string;
  databasePath: string | null;
}

export interface WorkspaceRegistry {
  /** Sample first, then env entries, then registered ones; ids are unique (first wins). */
  list(): Promise<WorkspaceSummary[]>;
  /** The workspace with this id; NotFoundError "unknown workspace: <id>" otherwise. */
  get(id: string): Promise<WorkspacePort>;
  /**
   * Check a registration (or an edit of registered workspace `exceptId`) before it is stored:
   * paths confined to the workspace roots (workspace-roots.ts), a folder, a SQLite file or a
   * SQL seed that builds. InputValidationError names what is wrong; ConflictError for a name
   * or folder another workspace has.
   */
  validateRegistration(
    input: WorkspaceRegistrationInput,
    exceptId?: string,
  ): Promise<ValidatedRegistration>;
  /** The configured workspace roots. */
  readonly roots: WorkspaceRoots;
  /** Problems found in the env spec (bad entries are skipped, not fatal). */
  readonly configurationErrors: readonly string[];
}

export interface WorkspaceRegistryOptions {
  /** The repository root (holds workspaces/ledgerline). */
  repoRoot: string;
  /** Where built databases go: <dataDir>/workspaces/<id>.db. */
  dataDir: string;
  /** The env-style spec, e.g. process.env.DEBRIEF_WORKSPACES; the caller reads the env. */
  envSpec?: string | null;
  registered?: RegisteredWorkspaceSource | null;
  /** Where registered workspaces may live (default: `<repo>/workspaces`, `<repo>/data/workspaces`). */
  roots?: readonly string[];
  /** How registered seeds build (their size cap; where a registration's check build goes). */
  seedChecks?: SeedCheckOptions;
}

const ENV_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/**
 * Parse `name=/abs/folder[:/abs/db.sqlite]` entries separated by `;`. Pure: returns the valid
 * entries and one message per bad entry (empty entries are ignored).
 */
export function parseWorkspaceSpec(spec: string | null | undefined): {
  entries: EnvWorkspaceEntry[];
  errors: string[];
} {
  const entries: EnvWorkspaceEntry[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const raw of (spec ?? "").split(";")) {
    const text = raw.trim();
    if (text === "") {
      continue;
    }
    const equals = text.indexOf("=");
    if (equals === -1) {
      errors.push(`workspace entry "${text}": expected name=/abs/folder[:/abs/db.sqlite]`);
      continue;
    }
    const name = text.slice(0, equals).trim();
    const value = text.slice(equals + 1).trim();
    if (!ENV_NAME_PATTERN.test(name)) {
      errors.push(
        `workspace entry "${text}": the name must be 1-64 letters, digits, '.', '_' or '-'`,
      );
      continue;
    }
    if (SAMPLE_IDS.has(name) || seen.has(name)) {
      errors.push(`workspace entry "${text}": the name "${name}" is already used`);
      continue;
    }
    const colon = value.indexOf(":");
    const rootPath = (colon === -1 ? value : value.slice(0, colon)).trim();
    const databasePath = colon === -1 ? null : value.slice(colon + 1).trim();
    if (rootPath === "" || !path.posix.isAbsolute(rootPath)) {
      errors.push(`workspace entry "${text}": the folder must be an absolute path`);
      continue;
    }
    if (databasePath !== null && !path.posix.isAbsolute(databasePath)) {
      errors.push(`workspace entry "${text}": the database must be an absolute path`);
      continue;
    }
    seen.add(name);
    entries.push({
      name,
      rootPath: path.posix.normalize(rootPath),
      databasePath: databasePath === null ? null : path.posix.normalize(databasePath),
    });
  }
  return { entries, errors };
}

/** The sample, env and registered workspaces behind one lookup. */
export function createWorkspaceRegistry(options: WorkspaceRegistryOptions): WorkspaceRegistry {
  const samples = new Map(
    SAMPLE_WORKSPACES.map((sample) => {
      const rootPath = path.join(options.repoRoot, "workspaces", sample.id);
      const workspace = new FileWorkspace({
        id: sample.id,
        name: sample.name,
        rootPath,
        seedSqlPath: path.join(rootPath, sample.seedSql),
        databasePath: path.join(options.dataDir, "workspaces", `${sample.id}.db`),
      });
      return [sample.id, { rootPath, workspace }] as const;
    }),
  );
  const parsed = parseWorkspaceSpec(options.envSpec);
  const envWorkspaces = new Map<string, { entry: EnvWorkspaceEntry; workspace: FileWorkspace }>();
  for (const entry of parsed.entries) {
    envWorkspaces.set(entry.name, {
      entry,
      workspace: new FileWorkspace({
        id: entry.name,
        name: entry.name,
        rootPath: entry.rootPath,
        databasePath: entry.databasePath,
      }),
    });
  }
  const registered = options.registered ?? null;
  const roots = new WorkspaceRoots(
    options.roots && options.roots.length > 0
      ? options.roots
      : defaultWorkspaceRoots(options.repoRoot),
  );

  async function listRegistered(): Promise<RegisteredWorkspace[]> {
    if (registered === null) {
      return [];
    }
    const reserved = new Set([...SAMPLE_IDS, ...envWorkspaces.keys()]);
    return (await registered.list()).filter((entry) => !reserved.has(entry.id));
  }

  const registry: WorkspaceRegistry = {
    configurationErrors: parsed.errors,

    async list() {
      const summaries: WorkspaceSummary[] = [...samples.values()].map(
        ({ rootPath, workspace }) => ({
          id: workspace.id,
          name: workspace.name,
          rootPath,
          hasDatabase: true,
          source: "sample",
        }),
      );
      for (const { entry } of envWorkspaces.values()) {
        summaries.push({
          id: entry.name,
          name: entry.name,
          rootPath: entry.rootPath,
          hasDatabase: entry.databasePath !== null,
          source: "env",
        });
      }
      for (const entry of await listRegistered()) {
        summaries.push({
          id: entry.id,
          name: entry.name,
          rootPath: entry.rootPath,
          hasDatabase: entry.databasePath !== null,
          source: "registered",
          databasePath: entry.databasePath,
        });
      }
      return summaries;
    },

    async get(id) {
      const sample = samples.get(id);
      if (sample) {
        return sample.workspace;
      }
      const fromEnv = envWorkspaces.get(id);
      if (fromEnv) {
        return fromEnv.workspace;
      }
      const entry = (await listRegistered()).find((candidate) => candidate.id === id);
      if (!entry) {
        throw new NotFoundError(`unknown workspace: ${id}`);
      }
      // Checked again on every use: the roots may have changed since it was registered. The
      // refusal names no path: anyone starting a run sees it; only admins see paths.
      let rootPath: string;
      let databasePath: string | null;
      try {
        rootPath = await roots.confine(entry.rootPath, "folder");
        databasePath =
          entry.databasePath === null ? null : await roots.confine(entry.databasePath, "database");
      } catch (error) {
        if (!(error instanceof InputValidationError)) throw error;
        throw new InputValidationError(
          `workspace ${id} cannot be used: its folder or database is missing or outside the workspace roots; an administrator can check it on the Workspaces page`,
        );
      }
      const seeded = databasePath?.endsWith(SQL_SEED_EXTENSION) ?? false;
      return new FileWorkspace({
        id: entry.id,
        name: entry.name,
        rootPath,
        pinnedRealRoot: rootPath,
        databasePath: seeded
          ? path.join(options.dataDir, "workspaces", `${entry.id}.db`)
          : databasePath,
        seedSqlPath: seeded ? databasePath : null,
        maxSeedDatabaseBytes: options.seedChecks?.maxDatabaseBytes,
      });
    },

    roots,

    async validateRegistration(input, exceptId) {
      const validated = await validateWorkspaceRegistration(input, roots, options.seedChecks);
      const others = (await registry.list()).filter((entry) => entry.id !== exceptId);
      const sameName = others.find(
        (entry) =>
          entry.name.toLowerCase() === validated.name.toLowerCase() || entry.id === validated.name,
      );
      if (sameName) {
        throw new ConflictError(
          `A workspace named "${sameName.name}" already exists: choose another name`,
        );
      }
      const sameFolder = others.find((entry) => entry.rootPath === validated.rootPath);
      if (sameFolder) {
        throw new ConflictError(
          `The folder ${validated.rootPath} is already the workspace "${sameFolder.name}": use that workspace instead`,
        );
      }
      return validated;
    },
  };
  return registry;
}
