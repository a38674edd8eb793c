import type { PrismaClient } from "../db/client";

/**
 * Every text value stored in the database: each table's TEXT columns (SQLite's own tables and
 * the migrations table aside), as `table.column` → values. Attack tests scan it for what must
 * never be stored, and compare it before and after to show that nothing changed.
 */
export async function storedText(prisma: PrismaClient): Promise<Map<string, string[]>> {
  const tables = await prisma.$queryRawUnsafe<{ name: string }[]>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma%' ORDER BY name",
  );
  const stored = new Map<string, string[]>();
  for (const { name } of tables) {
    const columns = await prisma.$queryRawUnsafe<{ name: string; type: string }[]>(
      `SELECT name, type FROM pragma_table_info('${name.replace(/'/g, "''")}')`,
    );
    for (const column of columns.filter((entry) => /TEXT|CHAR|CLOB/i.test(entry.type))) {
      const rows = await prisma.$queryRawUnsafe<{ value: string | null }[]>(
        `SELECT "${column.name}" AS value FROM "${name}" ORDER BY rowid`,
      );
      stored.set(
        `${name}.${column.name}`,
        rows.flatMap((row) => (row.value === null ? [] : [row.value])),
      );
    }
  }
  return stored;
}

/** The `table.column` entries whose stored text contains `needle`. */
export function columnsContaining(stored: Map<string, string[]>, needle: string): string[] {
  return [...stored.entries()]
    .filter(([, values]) => values.some((value) => value.includes(needle)))
    .map(([column]) => column);
}
