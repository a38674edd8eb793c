-- Transcript search folds text with foldForSearch (server/shared/search-fold.ts: NFKC, case,
-- final sigma, ß, Turkish İ/ı) instead of toLowerCase. The two agree on ASCII text, so only
-- rows whose searchText holds a non-ASCII character (more bytes than characters) may be stale:
-- they go back to NULL, and TranscriptRepository.page fills an agent's NULL rows (with the new
-- folding) before it searches them. SQL cannot compute the folding itself.
UPDATE "TranscriptItem" SET "searchText" = NULL
WHERE "searchText" IS NOT NULL AND octet_length("searchText") <> char_length("searchText");
