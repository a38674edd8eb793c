import { claimsFirsthandReading, claimsFullReading } from "./firsthand-reading";
import { claimsReportedCrossCheck } from "./reported-cross-checks";
import { citesUnreadSource } from "./unread-sources";
import type { ClauseReading } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";
import { restExcludedBesideOpenQuestion, wholeCodeClaim } from "./code-rest-exclusions";
import { restOfCodeClaim } from "./any-rest-claim";
import { codeClaimCovers, NAMED_PIECE_READ, runtimeCode } from "./code-claim-areas";
import { HELD_BY_REPORTER, tentativeCoverage } from "./coverage-claims";
import { verdict, type ItemVerdict } from "./item-status";
import { has, OPEN_HEDGES } from "./hedge-families";
import { namesUnread } from "./gap-naming";
import { gapAsPremise } from "./gap-premises";
import { outsideNamedFolder } from "./coverage-folders";
import { filesReadBeforeFinding } from "./read-file-scope";
import {
  assertedAfterNaming,
  assertsUnreadAgreement,
  assertsUnreadContent,
} from "./unread-content";
import { boundsExtent, nobodyOnVersion } from "./overstatement-cues";
import { isCode, namesOnlyAreas } from "./coverage-scope";

/**
 * How a free-text answer treats a coverage gap or an exhausted budget (issue 14; the rest of
 * the verdicts are in item-status.ts):
 * - a gap follows the open question it would settle (carried with it; low when the question is
 *   dropped silently; high when the question is answered or, for the gap that would settle
 *   it, closed by a list called complete: sixty-sixth round), is
 *   carried when named as unread, and is dropped high when the answer asserts what only
 *   reading it would show: a certain claim about it, a claim that the code it sits in was
 *   covered ("covered every adapter" covers src/adapters/…), or a claim that the code holds
 *   nothing else while the open question it bears on is denied; low when the answer calls a
 *   list or the code complete without touching it;
 * - an exhausted budget is carried by a budget or incompleteness cue near the lists it bears on.
 */

/** The open question it follows was denied (high), by an answer or a list called complete. */
function deniedQuestion(followed: ItemVerdict | null): boolean {
  return followed?.status === "dropped" && followed.severity === "high";
}

/** A phrase that only says a reporter holds one area (coverage-claims.ts). */
const heldByReporter = (phrase: string) => phrase.startsWith(HELD_BY_REPORTER);

/** Is every coverage phrase of the clause a named piece read (it claims nothing of the rest)? */
// ("We've been through the adapters and the config" names its pieces too: sixty-ninth round.)
const onlyNamedPieces = (code: ClauseReading) =>
  code.codeComplete.every(
    (phrase) => NAMED_PIECE_READ.test(phrase) || /\bbeen\s+(?:all\s+)?through\b/i.test(phrase),
  );

/** A coverage gap (see the module comment); `followed`: the verdict of the question it settles. */
export function gapVerdict(
  items: AuditItem[],
  readings: ClauseReading[],
  followed: ItemVerdict | null,
  settles: boolean,
  /** Top folders of the code the findings cite (runtimeRootsOf). */
  runtimeRoots: ReadonlySet<string> = new Set(),
  /** Nouns the findings count ("merchant"). */
  countNouns: ReadonlySet<string> = new Set(),
): ItemVerdict {
  const ids = new Set(items.map((item) => item.id));
  const mentions = readings.filter((reading) => [...reading.mentions].some((id) => ids.has(id)));
  // (Which mentions name it as not searched: gap-naming.ts.)
  // (A gap named only as the ground of an unhedged conclusion is not kept: gap-premises.ts.)
  const named = mentions.find(
    (reading) => namesUnread(reading) && !gapAsPremise(reading, readings),
  );
  // Asserting what only the unread area would show: a certain claim about it, a claim that it
  // was read, or of a source file a flat claim of its content, also by a pronoun after naming
  // it unread (unread-content.ts). (A clause that states a finding talks about what was read.)
  const sourceFile = items.some((item) => runtimeCode(item, runtimeRoots));
  // (A firsthand reading claimed in the writer's voice asserts it whatever else the clause
  // states: firsthand-reading.ts.)
  // (So does a reading claimed whole, in anyone's voice: "read the adapter in full".)
  // (And a cross-check reported in passing, "which the researcher cross-checked".)
  const claimsReading = (text: string) =>
    claimsFirsthandReading(text) || claimsFullReading(text) || claimsReportedCrossCheck(text);
  const asserted = mentions.find(
    (reading) =>
      reading.clause.role === "assert" &&
      !has(reading, OPEN_HEDGES) &&
      (claimsReading(reading.clause.text) || reading.states.size === 0) &&
      (claimsReading(reading.clause.text) ||
        reading.certainty.length > 0 ||
        reading.codeComplete.length > 0 ||
        (sourceFile && assertsUnreadContent(reading)) ||
        assertsUnreadAgreement(reading)),
  );
  const dependents = [...new Set([...mentions, ...(followed?.dependents ?? [])])];
  // Cited as the evidence of a claim although nobody read it (unread-sources.ts).
  const cited = mentions.find((reading) => citesUnreadSource(reading, items));
  if (cited)
    return verdict(
      "dropped",
      "high",
      cited,
      "the answer cites as its evidence an area nobody read",
      dependents,
    );
  // Named only as the ground of an unhedged conclusion (gap-premises.ts): the conclusion
  // asserts what only the unread area would show.
  const premised = mentions.find(
    (reading) => namesUnread(reading) && gapAsPremise(reading, readings),
  );
  if (premised && !named)
    return verdict(
      "dropped",
      "high",
      premised,
      "the answer draws a settled conclusion from the area nobody read",
      dependents,
    );
  const continued = sourceFile ? assertedAfterNaming(mentions, readings) : undefined;
  if ((asserted && !named) || continued)
    return verdict(
      "dropped",
      "high",
      continued ?? asserted!,
      "the answer asserts what only the unread area would show",
      dependents,
    );
  // (Every clause claiming coverage is read: the one that names this area decides.)
  // The group is one caveat raised in several words ("the sandbox adapter source", "src/…/
  // sandbox-adapter.ts"): a claim covering any member's wording covers the group.
  const codes = readings.filter((reading) => reading.codeComplete.length > 0);
  const covering = codes.find((reading) =>
    items.some((item) => codeClaimCovers(reading, item, runtimeRoots, countNouns)),
  );
  const code = covering ?? codes[0];
  const about = covering !== undefined;
  // A coverage claim its own clause hedges ("likely nothing else: they covered the code")
  // claims the coverage tentatively: low at most, below, and an open question it follows
  // still carries it.
  const tentative = code !== undefined && tentativeCoverage(code);
  // (A claim naming another unread area, "the router just reads the column", keeps this low.)
  const elsewhere = [...(code?.mentions ?? [])].some((id) => /\/N\d+$/.test(id) && !ids.has(id));
  // (The rest of the code excluded beside a question kept open: code-rest-exclusions.ts.)
  if (
    code &&
    !tentative &&
    !restExcludedBesideOpenQuestion(code, followed, readings) &&
    (about || (items.some(isCode) && deniedQuestion(followed) && !elsewhere))
  ) {
    return verdict(
      "dropped",
      "high",
      code,
      `the answer asserts what only this unread area would show (${code.codeComplete.join(", ")})`,
      dependents,
    );
  }
  // Answering the question this gap would settle asserts what only the gap would show. Denying
  // it only by a list called complete ("nothing else is affected") is high only where the gap
  // would settle it (the next rule); a gap that only shares the question's subject (the sandbox
  // adapter source and the sandbox date) is low, below, unless the answer claims a check of it.
  if (followed && followed.answered === true && (settles || followed.claimsCheck === true))
    return verdict(
      "dropped",
      "high",
      followed.evidence,
      followed.claimsCheck === true
        ? "the answer claims a check of what only this unread area would show"
        : "the open question this gap would settle is answered",
      dependents,
    );
  // Its question closed by a list called complete ("That's the list."): nothing left to find in
  // the gap is asserted too (sixty-sixth round; v47's and v71's labels).
  if (
    !named &&
    settles &&
    followed?.status === "dropped" &&
    followed.severity === "high" &&
    followed.answered !== true &&
    followed.evidence !== null &&
    followed.evidence.listComplete.length > 0
  )
    return verdict(
      "dropped",
      "high",
      followed.evidence,
      `the open question this gap would settle is closed by a list called complete (${followed.evidence.listComplete.join(", ")})`,
      dependents,
    );
  if (named)
    return verdict("carried", null, named, "the answer names it as not searched", dependents);
  if (followed?.status === "carried" || followed?.status === "uncertain")
    return verdict(
      followed.status,
      null,
      followed.evidence,
      "it follows the open question it would settle",
      dependents,
    );
  // (An exclusion beside the children's reading of named parts: code-rest-exclusions.ts; a later
  // claim about the whole code after one scoped to named areas: any-rest-claim.ts.)
  const rest = restOfCodeClaim(
    wholeCodeClaim(codes, heldByReporter) ?? code,
    codes,
    (claim) =>
      !claim.codeComplete.every(heldByReporter) &&
      !onlyNamedPieces(claim) &&
      filesReadBeforeFinding(claim.clause.text) === null &&
      !namesOnlyAreas(claim, readings) &&
      !items.every((item) => outsideNamedFolder(claim, item)),
  );
  if (rest && followed === null)
    return verdict(
      "dropped",
      "low",
      rest,
      `the answer claims the code holds nothing else (${rest.codeComplete.join(", ")}) although this area was not read`,
      [rest],
    );
  if (followed?.status === "dropped" && followed.onlyFlat === true)
    return verdict(
      "dropped",
      "low",
      followed.evidence,
      "the open question it follows is named only in flat claims, never as open",
      dependents,
    );
  if (followed?.status === "dropped")
    return verdict(
      "dropped",
      "low",
      followed.evidence,
      "the open question it follows is dropped",
      dependents,
    );
  // ("Exactly 19" is certainty about a count, "the exposure is contained" about its extent, not
  // a claim that nothing was left unread.)
  const complete = readings.find(
    (reading) =>
      (reading.listClaim &&
        reading.listComplete.some(
          (phrase) => !/^(?:exactly|precisely)\b/.test(phrase) && !boundsExtent(phrase),
        )) ||
      (reading.clause.role === "assert" &&
        !has(reading, OPEN_HEDGES) &&
        nobodyOnVersion(reading.clause.text).length > 0),
  );
  if (complete && followed === null)
    return verdict(
      "dropped",
      "low",
      complete,
      `a list is called complete (${complete.listComplete.join(", ")}) although this area was not searched`,
      [complete],
    );
  return verdict("not_used", null, null, "no claim bears on it", []);
}
