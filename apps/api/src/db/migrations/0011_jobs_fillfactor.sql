-- Room on each page for a job's next version, so that counting a view (views_count, in no index)
-- is a HOT update: the new version stays on its page and none of the table's 13 indexes (the
-- word index, trigrams, ranges) takes a new entry. On a full page every view wrote to all of them.
-- Pages written from now on keep 10 % free; VACUUM FULL jobs applies it to existing ones.
ALTER TABLE "jobs" SET (fillfactor = 90);
