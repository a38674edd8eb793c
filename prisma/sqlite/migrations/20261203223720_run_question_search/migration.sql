-- The runs list searches Run.questionSearch, the question folded by foldForSearch
-- (server/shared/search-fold.ts), written with each run's question, instead of a LIKE on the
-- question (which folded ASCII case only on SQLite). Existing rows: an ASCII question's folding
-- is its lowercase, written here (SQLite's lower() folds ASCII only); the others keep NULL,
-- which SQL cannot fold: RunListRepository.listRuns fills NULL rows before a search.
-- AlterTable
ALTER TABLE "Run" ADD COLUMN "questionSearch" TEXT;
UPDATE "Run" SET "questionSearch" = lower("question")
WHERE length(CAST("question" AS BLOB)) = length("question");
