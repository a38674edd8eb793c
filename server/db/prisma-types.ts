/**
 * The Prisma types repositories and row mappers are written against. Both generated clients
 * (server/db/generated/sqlite and /postgresql) come from the same models (prisma/models.prisma),
 * so their model APIs and row types are the same; the SQLite client's declarations stand for
 * both (server/db/client.ts gives a PostgreSQL client this type).
 */
export type * from "./generated/sqlite/client";
