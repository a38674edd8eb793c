-- foldForSearch (server/shared/search-fold.ts) now repeats its pass while a dot above (U+0307)
-- is left after an i, so it is idempotent ("İ" + U+0307 folded to i + U+0307 in one pass, to
-- i now). Only a folding that still holds a U+0307 can differ: such search columns go back to
-- NULL, and the searches fill them again (RunListRepository.fillQuestionSearch,
-- TranscriptRepository.fillSearchText).
UPDATE "Run" SET "questionSearch" = NULL WHERE strpos("questionSearch", chr(775)) > 0;
UPDATE "TranscriptItem" SET "searchText" = NULL WHERE strpos("searchText", chr(775)) > 0;
