import { nounFor, pluralize } from "@/components/ui/plural";

/** The transcript search's count: "1 item matches “v2”", "3 items match “v2”" (pure). */
export function matchingLabel(matching: number, query: string): string {
  return `${pluralize(matching, "item")} ${nounFor(matching, "matches", "match")} “${query}”`;
}
