-- Transcript search matches what the view shows (server/runtime/transcript/search-text.ts), not
-- the stored JSON. Rows stored before this column keep NULL: SQL cannot compute the text (the
-- arguments are shown pretty-printed), so TranscriptRepository.page fills an agent's NULL rows
-- before it searches them.
-- AlterTable
ALTER TABLE "TranscriptItem" ADD COLUMN     "searchText" TEXT;
