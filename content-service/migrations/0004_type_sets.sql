-- Lists of several types (the all-entries list) and unfiltered totals answer from indexes alone, so
-- their cost stays flat as a project grows (docs/decisions/029-flat-lists-at-scale.md).
--
-- entry_counts: entries per stored type list and phase, kept by the triggers below. An unfiltered total
-- sums a project's few rows here instead of walking one index entry per entry; its type lists are also
-- the type sets a list of several types admits.
CREATE TABLE IF NOT EXISTS entry_counts (
  project TEXT NOT NULL,
  types TEXT NOT NULL,  -- entries.types as stored (JSON array of type ids)
  phase INTEGER NOT NULL,
  entries INTEGER NOT NULL,
  PRIMARY KEY (project, types, phase)
);
INSERT INTO entry_counts (project, types, phase, entries)
SELECT project, types, phase, COUNT(*) FROM entries GROUP BY project, types, phase;

-- entry_types carries the entry's type list, in every list-order index: a list of several types walks
-- the '*' range and checks each index entry's type list against the admitted sets (no probe per row).
ALTER TABLE entry_types ADD COLUMN types TEXT NOT NULL DEFAULT '[]';
UPDATE entry_types SET types = (SELECT e.types FROM entries AS e WHERE e.rowid = entry_types.entry_rowid);

DROP INDEX IF EXISTS entry_types_by_created;
DROP INDEX IF EXISTS entry_types_by_updated;
DROP INDEX IF EXISTS entry_types_by_title_en;
DROP INDEX IF EXISTS entry_types_by_title_es;
CREATE INDEX IF NOT EXISTS entry_types_by_created ON entry_types (project, type, created, entry_id, phase, types, entry_rowid);
CREATE INDEX IF NOT EXISTS entry_types_by_updated ON entry_types (project, type, updated, entry_id, phase, types, entry_rowid);
CREATE INDEX IF NOT EXISTS entry_types_by_title_en ON entry_types (project, type, title_en, entry_id, phase, types, entry_rowid);
CREATE INDEX IF NOT EXISTS entry_types_by_title_es ON entry_types (project, type, title_es, entry_id, phase, types, entry_rowid);

-- A datetime element's ranges of one entry (ordering by it joins them per listed entry, an after[] bound
-- probes them): without it the planner took entry_dates_by_element and read every entry's upcoming
-- ranges for each listed entry, quadratic in the number of events.
CREATE INDEX IF NOT EXISTS entry_dates_by_entry ON entry_dates (project, entry_id, element_id, end_at, start_at);

-- The triggers of 0003, now also filling entry_types.types and keeping entry_counts.
DROP TRIGGER IF EXISTS entries_indexed;
DROP TRIGGER IF EXISTS entries_unindexed;
DROP TRIGGER IF EXISTS entries_reindexed;

CREATE TRIGGER IF NOT EXISTS entries_indexed AFTER INSERT ON entries BEGIN
  INSERT OR IGNORE INTO entry_types (project, type, entry_id, entry_rowid, phase, created, updated, title_en, title_es, types)
  SELECT new.project, t.value, new.id, new.rowid, new.phase, new.created, new.updated,
    lower(COALESCE(json_extract(new.titles, '$.en'), '')), lower(COALESCE(json_extract(new.titles, '$.es'), json_extract(new.titles, '$.en'), '')), new.types
  FROM (SELECT '*' AS value UNION SELECT value FROM json_each(new.types)) AS t;
  INSERT INTO entries_search (rowid, search) VALUES (new.rowid, new.search);
  INSERT INTO entry_counts (project, types, phase, entries) VALUES (new.project, new.types, new.phase, 1)
  ON CONFLICT (project, types, phase) DO UPDATE SET entries = entries + 1;
END;

CREATE TRIGGER IF NOT EXISTS entries_unindexed AFTER DELETE ON entries BEGIN
  DELETE FROM entry_types WHERE project = old.project AND entry_id = old.id;
  INSERT INTO entries_search (entries_search, rowid, search) VALUES ('delete', old.rowid, old.search);
  UPDATE entry_counts SET entries = entries - 1 WHERE project = old.project AND types = old.types AND phase = old.phase;
END;

CREATE TRIGGER IF NOT EXISTS entries_reindexed AFTER UPDATE ON entries BEGIN
  DELETE FROM entry_types WHERE project = old.project AND entry_id = old.id;
  INSERT INTO entries_search (entries_search, rowid, search) VALUES ('delete', old.rowid, old.search);
  UPDATE entry_counts SET entries = entries - 1 WHERE project = old.project AND types = old.types AND phase = old.phase;
  INSERT OR IGNORE INTO entry_types (project, type, entry_id, entry_rowid, phase, created, updated, title_en, title_es, types)
  SELECT new.project, t.value, new.id, new.rowid, new.phase, new.created, new.updated,
    lower(COALESCE(json_extract(new.titles, '$.en'), '')), lower(COALESCE(json_extract(new.titles, '$.es'), json_extract(new.titles, '$.en'), '')), new.types
  FROM (SELECT '*' AS value UNION SELECT value FROM json_each(new.types)) AS t;
  INSERT INTO entries_search (rowid, search) VALUES (new.rowid, new.search);
  INSERT INTO entry_counts (project, types, phase, entries) VALUES (new.project, new.types, new.phase, 1)
  ON CONFLICT (project, types, phase) DO UPDATE SET entries = entries + 1;
END;
