import { databaseLocation, type PrismaClient } from "../db/client";

/** Each table's text columns: SQLite from sqlite_master and table_info, PostgreSQL from information_schema. */
async function textColumns(prisma: PrismaClient): Promise<{ table: string; column: string }[]> {
  if (databaseLocation(prisma).provider === "postgresql") {
    return prisma.$queryRawUnsafe<{ table: string; column: string }[]>(
      `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name NOT LIKE '\\_prisma%'
         AND data_type IN ('text', 'character varying', 'character')
       ORDER BY table_name, ordinal_position`,
    );
  }
  const tables = await prisma.$queryRawUnsafe<{ name: string }[]>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma%' ORDER BY name",
  );
  const found: { table: string; column: string }[] = [];
  for (const { name } of tables) {
    const columns = await prisma.$queryRawUnsafe<{ name: string; type: string }[]>(
      `SELECT name, type FROM pragma_table_info('${name.replace(/'/g, "''")}')`,
    );
    for (const column of columns.filter((entry) => /TEXT|CHAR|CLOB/i.test(entry.type))) {
      found.push({ table: name, column: column.name });
    }
  }
  return found;
}

/**
 * Every text value stored in the database: each table's text columns (the database's own
 * tables and the migrations table aside), as `table.column` → values (SQLite: in row order;
 * PostgreSQL, which has no stable row order: sorted). Attack tests scan it for what must
 * never be stored, and compare it before and after to show that nothing changed.
 */
export async function storedText(prisma: PrismaClient): Promise<Map<string, string[]>> {
  const order = databaseLocation(prisma).provider === "postgresql" ? "1" : "rowid";
  const stored = new Map<string, string[]>();
  for (const { table, column } of await textColumns(prisma)) {
    const rows = await prisma.$queryRawUnsafe<{ value: string | null }[]>(
      `SELECT "${column}" AS value FROM "${table}" ORDER BY ${order}`,
    );
    stored.set(
      `${table}.${column}`,
      rows.flatMap((row) => (row.value === null ? [] : [row.value])),
    );
  }
  return stored;
}

/** The `table.column` entries whose stored text contains `needle`. */
export function columnsContaining(stored: Map<string, string[]>, needle: string): string[] {
  return [...stored.entries()]
    .filter(([, values]) => values.some((value) => value.includes(needle)))
    .map(([column]) => column);
}
