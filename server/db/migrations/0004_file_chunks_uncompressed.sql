-- File contents are mostly compressed already (PDF, images, office files): storing them without
-- PostgreSQL's own compression saves the work of trying, on the way in and out.
ALTER TABLE "file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
