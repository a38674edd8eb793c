import { pluralize } from "@/components/ui/plural";

/**
 * The wins / losses / ties cell of a metric with no better direction (a window size: larger is
 * neither better nor worse), pure: no winner is named, only how many cases compared and how
 * many were equal — "not ranked: 3 cases, none equal", not "— (0 equal of 3)".
 */
export function neutralTally(ties: number, cases: number): string {
  if (cases === 0) return "not ranked: no case compared";
  const equal = ties === 0 ? "none equal" : ties === cases ? "all equal" : `${ties} equal`;
  return `not ranked: ${pluralize(cases, "case")}, ${equal}`;
}
