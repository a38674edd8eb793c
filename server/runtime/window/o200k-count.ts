import o200kEncoding from "gpt-tokenizer/encoding/o200k_base";
import { O200K_TOKEN_SPLIT_REGEX } from "gpt-tokenizer/encodingParams/constants";
import { DebriefError } from "../errors";

/**
 * Pieces (pre-tokenizer matches) up to this many characters are merged by gpt-tokenizer's own
 * byte-pair merge (and kept in its merge cache); longer ones by `heapBytePairMergeCount`.
 * gpt-tokenizer's merge scans every remaining pair for the lowest rank on each merge and splices
 * arrays: quadratic in the piece's length (20,000 "a" 0.5 s, 40,000 2.3 s, 200,000 ~4 min on
 * the event loop; attack repro 13). At 256 characters a piece costs well under a millisecond.
 */
export const LIBRARY_MERGE_MAX_PIECE_CHARACTERS = 256;

/** The parts of gpt-tokenizer 4's BytePairEncodingCore this module uses (not in its public types). */
interface BytePairEncodingCoreLike {
  getBpeRankFromString(text: string): number | undefined;
  getBpeRankFromBytes(bytes: Uint8Array): number | undefined;
  bytePairEncode(piece: string): number[];
}

function loadCore(): BytePairEncodingCoreLike {
  const core = (o200kEncoding as unknown as { bytePairEncodingCoreProcessor?: unknown })
    .bytePairEncodingCoreProcessor as Partial<BytePairEncodingCoreLike> | undefined;
  if (
    typeof core?.getBpeRankFromString !== "function" ||
    typeof core.getBpeRankFromBytes !== "function" ||
    typeof core.bytePairEncode !== "function"
  ) {
    throw new DebriefError(
      "INTERNAL",
      "gpt-tokenizer's o200k encoding no longer exposes its byte-pair core (upgrade changed it)",
    );
  }
  return core as BytePairEncodingCoreLike;
}

const core = loadCore();
const textEncoder = new TextEncoder();

/**
 * Tokens in `text` under o200k_base: exactly gpt-tokenizer's count (same pre-tokenizer, same
 * ranks, same merge order), in O(n log n) time for any input. Special-token strings such as
 * `<|endoftext|>` are counted as ordinary text (how a provider encodes user text); gpt-tokenizer's
 * `countTokens` threw on them.
 */
export function countO200kTokens(text: string): number {
  let tokens = 0;
  let start = 0;
  while (start < text.length) {
    PIECE_AT.lastIndex = start;
    let end: number;
    if (PIECE_AT.test(text)) {
      end = PIECE_AT.lastIndex;
    } else {
      // No piece starts here: the next one, as the pre-tokenizer's global search finds it.
      PIECE_FROM.lastIndex = start;
      const next = PIECE_FROM.exec(text);
      if (next === null) break;
      start = next.index;
      end = start + next[0].length;
    }
    if (end === start) {
      // An empty piece has no tokens; the search moves on by one code point (as matchAll does).
      start += (text.codePointAt(start) ?? 0) > 0xffff ? 2 : 1;
      continue;
    }
    tokens += pieceTokens(text.slice(start, end));
    start = end;
  }
  return tokens;
}

/**
 * The pre-tokenizer's pattern, sticky: `test` from the end of one piece reads the next without
 * the match array and iterator `matchAll` allocates per piece (~1.7 KB per counted item, 7% of
 * the agent loop's garbage under bench W1). PIECE_FROM (global) finds a piece further on in
 * the text when none starts where the last one ended. Both are module-owned and used
 * synchronously, so no other count moves their lastIndex meanwhile.
 */
const PIECE_AT = new RegExp(O200K_TOKEN_SPLIT_REGEX.source, "uy");
const PIECE_FROM = new RegExp(O200K_TOKEN_SPLIT_REGEX.source, "gu");

/** Tokens of one pre-tokenizer piece (a rank of its own, the library's merge or the heap merge). */
function pieceTokens(piece: string): number {
  if (core.getBpeRankFromString(piece) !== undefined) return 1;
  if (piece.length <= LIBRARY_MERGE_MAX_PIECE_CHARACTERS) return core.bytePairEncode(piece).length;
  return heapBytePairMergeCount(textEncoder.encode(piece), piece);
}

const POSITION_SLOTS = 2 ** 26; // pieces over 64 MiB are not counted here (texts are far smaller)

/**
 * Tokens the byte-pair merge of `piece` (UTF-8 bytes) yields: gpt-tokenizer's merge order (the
 * lowest-ranked adjacent pair first, the leftmost of equal ranks), with the candidate pairs in
 * a binary min-heap keyed rank × 2^26 + start byte and the parts in a linked list, so each
 * merge costs O(log n) instead of O(n). A heap entry is stale when its part was merged away or
 * its pair's rank changed since (a part's pair only grows, and ranks name distinct byte
 * strings, so a stale entry never matches the current rank). `pieceText`, the same piece as
 * a string, makes rank look-ups string slices when the piece is ASCII (one byte per character):
 * ~2x faster than decoding byte slices. `work`, when given, is told each rank look-up (at most
 * 3 per byte: one per initial pair, two per merge, and a piece of n bytes has under n merges).
 */
export function heapBytePairMergeCount(
  piece: Uint8Array,
  pieceText?: string,
  work?: MergeWork,
): number {
  const length = piece.length;
  if (length > POSITION_SLOTS) {
    throw new DebriefError("INTERNAL", `piece of ${length} bytes is too long to count`);
  }
  const next = new Int32Array(length);
  const previous = new Int32Array(length);
  const pairRank = new Float64Array(length);
  for (let start = 0; start < length; start += 1) {
    next[start] = start + 1;
    previous[start] = start - 1;
  }
  const asciiText = pieceText !== undefined && pieceText.length === length ? pieceText : undefined;
  const rankOf = (start: number): number => {
    const second = next[start]!;
    if (second >= length) return Infinity;
    const end = next[second]!;
    if (work) work.rankLookups += 1;
    const rank =
      asciiText === undefined
        ? core.getBpeRankFromBytes(piece.subarray(start, end))
        : core.getBpeRankFromString(asciiText.slice(start, end));
    return rank ?? Infinity;
  };
  const heap = new MinHeap();
  for (let start = 0; start < length; start += 1) {
    pairRank[start] = rankOf(start);
    if (pairRank[start] !== Infinity) heap.push(pairRank[start]! * POSITION_SLOTS + start);
  }
  let parts = length;
  while (heap.size > 0) {
    const key = heap.pop();
    const start = key % POSITION_SLOTS;
    const rank = (key - start) / POSITION_SLOTS;
    if (pairRank[start] !== rank) continue; // stale (merged away parts hold Infinity)
    const removed = next[start]!;
    next[start] = next[removed]!;
    if (next[removed]! < length) previous[next[removed]!] = start;
    pairRank[removed] = Infinity;
    parts -= 1;
    pairRank[start] = rankOf(start);
    if (pairRank[start] !== Infinity) heap.push(pairRank[start]! * POSITION_SLOTS + start);
    const before = previous[start]!;
    if (before >= 0) {
      pairRank[before] = rankOf(before);
      if (pairRank[before] !== Infinity) heap.push(pairRank[before]! * POSITION_SLOTS + before);
    }
  }
  return parts;
}

/** Counts the work heapBytePairMergeCount did (tests assert it is linear in the piece). */
export interface MergeWork {
  /** Ranks looked up (pair byte strings of at most two tokens). */
  rankLookups: number;
}

/** A binary min-heap of non-negative integers below 2^53. */
class MinHeap {
  private readonly items: number[] = [];

  get size(): number {
    return this.items.length;
  }

  push(value: number): void {
    const items = this.items;
    let index = items.length;
    items.push(value);
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (items[parent]! <= value) break;
      items[index] = items[parent]!;
      index = parent;
    }
    items[index] = value;
  }

  pop(): number {
    const items = this.items;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length > 0) {
      let index = 0;
      for (;;) {
        const left = 2 * index + 1;
        if (left >= items.length) break;
        const right = left + 1;
        const child = right < items.length && items[right]! < items[left]! ? right : left;
        if (items[child]! >= last) break;
        items[index] = items[child]!;
        index = child;
      }
      items[index] = last;
    }
    return top;
  }
}
