import type { PrismaClient } from "../../db/prisma-types";
import { translateWriteErrors } from "../../db/prisma-errors";
import type { ActionActor } from "../action-log/action-log-views";
import { accountNames, shownAccountName } from "../users/account-names-repository";

/**
 * A dataset version users made, as stored (the cases as canonical JSONL). Read back,
 * `createdBy.name` is the creator's account name now (null: an unnamed or removed account).
 */
export interface StoredDatasetVersion {
  version: string;
  basedOn: string | null;
  origin: "add-case" | "import";
  casesJsonl: string;
  caseCount: number;
  note: string | null;
  /** Epoch ms. */
  createdAt: number;
  createdBy: ActionActor;
}

/** Storage of user dataset versions (immutable rows: a change is a new version). */
export class DatasetRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Every user version, oldest first, without its cases, each with its creator's account name. */
  async list(): Promise<Omit<StoredDatasetVersion, "casesJsonl">[]> {
    const rows = await this.prisma.datasetVersion.findMany({
      orderBy: [{ createdAt: "asc" }, { version: "asc" }],
      omit: { casesJsonl: true },
    });
    const names = await accountNames(
      this.prisma,
      rows.map((row) => row.createdById),
    );
    return rows.map((row) => ({
      version: row.version,
      basedOn: row.basedOn,
      origin: row.origin === "import" ? "import" : "add-case",
      caseCount: row.caseCount,
      note: row.note,
      createdAt: row.createdAt.getTime(),
      createdBy: {
        id: row.createdById,
        email: row.createdByEmail,
        name: shownAccountName(names, row.createdById),
      },
    }));
  }

  /** One user version with its cases and its creator's account name, or null. */
  async get(version: string): Promise<StoredDatasetVersion | null> {
    const row = await this.prisma.datasetVersion.findUnique({ where: { version } });
    if (row === null) return null;
    const names = await accountNames(this.prisma, [row.createdById]);
    return {
      version: row.version,
      basedOn: row.basedOn,
      origin: row.origin === "import" ? "import" : "add-case",
      casesJsonl: row.casesJsonl,
      caseCount: row.caseCount,
      note: row.note,
      createdAt: row.createdAt.getTime(),
      createdBy: {
        id: row.createdById,
        email: row.createdByEmail,
        name: shownAccountName(names, row.createdById),
      },
    };
  }

  /** The versions already made from repository version `base` (`<base>-u<n>`). */
  async versionsFrom(base: string): Promise<string[]> {
    const rows = await this.prisma.datasetVersion.findMany({
      where: { version: { startsWith: `${base}-u` } },
      select: { version: true },
    });
    return rows.map((row) => row.version);
  }

  /** Store a new version; ConflictError when its name is taken (another user was first). */
  async create(version: StoredDatasetVersion): Promise<void> {
    await translateWriteErrors(
      () =>
        this.prisma.datasetVersion.create({
          data: {
            version: version.version,
            basedOn: version.basedOn,
            origin: version.origin,
            casesJsonl: version.casesJsonl,
            caseCount: version.caseCount,
            note: version.note,
            createdAt: new Date(version.createdAt),
            createdById: version.createdBy.id,
            createdByEmail: version.createdBy.email,
          },
        }),
      {
        duplicate: `dataset version ${version.version} was just created by someone else; try again`,
      },
    );
  }
}
