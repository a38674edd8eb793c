/**
 * Reading claimed in the passive over a list of named code parts (issue 14, twenty-eighth
 * reader round; formal registers): "the config loader, the version router and the seed data
 * (generate-seed.ts, merchants.sql) were reviewed", "the version router and the merchant config
 * were gone through", and in the answer's own voice, "I went through a.ts and b.ts". Each part is a noun of code (router, loader, adapter, seed data …) or a
 * file, with the files it stands for in parentheses; the claim is that each part was read,
 * as coverage-claims.ts reads "we read the <area>".
 */

/**
 * Where a reading's subject may open a clause: its start, a punctuation mark (with the closing
 * emphasis markers of a bold lead-in label after its colon: "**Coverage:** the researchers went
 * through …", seventy-third round, everyday answers made of labeled lines) or a conjunction.
 */
const CLAUSE_OPENING = String.raw`[,;:(—–][*_]*\s*|\b(?:and|but|so|since|because|as)\s+`;

/** A file path ("db/merchants.sql"). */
const FILE = String.raw`(?:[\w.-]+\/)*[\w-]+\.[a-z]{1,5}`;

/** A noun that names a part of the code or its data. */
const CODE_PART = String.raw`(?:router|loader|config(?:uration)?|adapters?|client|scripts?|modules?|services?|handlers?|schema|migrations?|seed(?:\s+(?:data|script|files?|sql))?|seeds|sources?|files?)`;

/**
 * One named part: up to three words before its noun (two nouns of code, "config loader", are
 * one), or a file; its files in parentheses.
 */
const PART = String.raw`(?:(?:the|its|their|our)\s+)?(?:(?:[\w-]+\s+){0,3}?${CODE_PART}(?:\s+${CODE_PART})?\b|${FILE})(?:\s*\(\s*${FILE}(?:\s*(?:,|and)\s*${FILE})*\s*\))?`;

/**
 * Verbs of reading in the passive participle; "covered" of a list of code parts ("… and the
 * sandbox adapter were all covered") claims each was read (thirty-eighth round, v57).
 */
const READ_PARTICIPLE = String.raw`(?:read|covered|examined|reviewed|inspected|audited|opened|checked|walked through|gone (?:through|over)|looked (?:at|over|through)|combed through)`;

const LISTED_PASSIVE_READ = new RegExp(
  String.raw`(?:^|${CLAUSE_OPENING})(${PART}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)${PART})+)\s+(?:were|have been|had been)\s+(?:(?:all|both|each|fully|carefully|also)\s+)?${READ_PARTICIPLE}\b`,
);

/**
 * The same list in an absolute "with" phrase, its participle with no auxiliary ("with the
 * router, the config and both adapters all read"): the same claim (twenty-ninth round). Only
 * after "with": "the router and the loader both read the column" is an active verb.
 */
const WITH_LIST_READ = new RegExp(
  String.raw`\bwith\s+(${PART}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)${PART})+)\s+(?:(?:all|both|each|now|fully)\s+){0,2}${READ_PARTICIPLE}\b`,
);

/**
 * The same list read in the answer's own voice ("I went through a.ts and b.ts myself"), after
 * an opening phrase of time or place ("Between two meetings I went through …"), in an
 * attestation ("I certify that we read …") or after a verb it is coordinated with ("I have
 * merged the notes and reviewed the router, …": thirty-third round).
 */
const LISTED_ACTIVE_READ = new RegExp(
  String.raw`(?:^|${CLAUSE_OPENING}|^(?:after|before|between|during|over|in|on|at|with|for|across|within)\s+(?:[\w-]+\s+){0,3}?|\b(?:attest|confirm|certify|declare|state|represent|warrant|report)s?\s+that\s+)(?:we|i)\s+(?:have\s+|'ve\s+|also\s+|actually\s+|personally\s+)?(?:[a-z]+ed\s+(?:[\w-]+\s+){0,4}?and\s+)?(?:read|opened|reviewed|inspected|examined|audited|went (?:through|over)|looked (?:at|over|through)|walked through|combed through)\s+(${PART}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)${PART})+)`,
);

/**
 * Words that name the children as a group ("the children", "both researchers", "the agents"):
 * they read the list as a reporter named by its own name does (thirty-sixth round).
 */
const CHILDREN = String.raw`(?:(?:the|both|all|all the|all four|the four|the two|the other)\s+)?(?:children|child agents|sub-?agents|agents|researchers)`;

/**
 * The same list said to have been read by a reporter, a child named by its own name ("the
 * researcher read the legacy client, the sandbox adapter and the seed data") or the children as
 * a group: the debrief said what it read, and these parts are claimed beyond it.
 */
export function reporterReadParts(lower: string, agentNames: readonly string[]): string | null {
  const names = agentNames
    .map((name) =>
      name
        .toLowerCase()
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        .replace(/[-_ ]/g, "[-_ ]"),
    )
    .join("|");
  const subject = names === "" ? CHILDREN : String.raw`(?:(?:the\s+)?(?:${names})|${CHILDREN})`;
  const pattern = new RegExp(
    String.raw`(?:^|${CLAUSE_OPENING})${subject}\s+(?:have\s+|has\s+|also\s+|both\s+|all\s+)?(?:read|opened|reviewed|inspected|examined|audited|checked|went (?:through|over)|looked (?:at|over|through)|combed through)\s+(${PART}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)${PART})+)`,
  );
  return pattern.exec(lower)?.[1] ?? null;
}

/**
 * The list of named code parts a clause says in the passive were read ("the version router and
 * the merchant config were gone through"), lower-cased, or null. Two parts or more; a single
 * area is coverage-claims.ts's PASSIVE_READ.
 */
export function passivelyReadParts(lower: string): string | null {
  return (LISTED_PASSIVE_READ.exec(lower) ?? WITH_LIST_READ.exec(lower))?.[1] ?? null;
}

/**
 * The list of named code parts a clause says the answer's own voice read ("i went through
 * version-router.ts and merchant-config.ts"), lower-cased, or null; two parts or more.
 */
export function listedReadParts(lower: string): string | null {
  return LISTED_ACTIVE_READ.exec(lower)?.[1] ?? passivelyReadParts(lower);
}
