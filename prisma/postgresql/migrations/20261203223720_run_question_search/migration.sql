-- The runs list searches Run.questionSearch, the question folded by foldForSearch
-- (server/shared/search-fold.ts), written with each run's question, instead of an ILIKE on the
-- question (whose case rules follow the database's collation). Existing rows: an ASCII
-- question's folding is its lowercase, written here (lower() under the "C" collation folds
-- ASCII only); the others keep NULL, which SQL cannot fold: RunListRepository.listRuns fills
-- NULL rows before a search.
-- AlterTable
ALTER TABLE "Run" ADD COLUMN     "questionSearch" TEXT;
UPDATE "Run" SET "questionSearch" = lower("question" COLLATE "C")
WHERE octet_length("question") = char_length("question");
