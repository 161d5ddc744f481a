-- Lists, filters, orders and search answer from indexes, so their cost follows the page asked for, not
-- the size of the project (docs/decisions/020-content-at-scale.md).
--
-- entry_types: one row per entry and type it lists under, plus a '*' row for every entry, carrying the
-- columns lists filter and order by. A list walks one (project, type) range of an index in its order and
-- stops after the page; the page's bodies are read by rowid afterwards.
CREATE TABLE IF NOT EXISTS entry_types (
  project TEXT NOT NULL,
  type TEXT NOT NULL,
  entry_id TEXT NOT NULL,
  entry_rowid INTEGER NOT NULL,
  phase INTEGER NOT NULL,
  created TEXT NOT NULL,
  updated TEXT NOT NULL,
  title_en TEXT NOT NULL, -- lower-cased English title
  title_es TEXT NOT NULL, -- lower-cased Spanish title, else the English one
  PRIMARY KEY (project, entry_id, type)
);
CREATE INDEX IF NOT EXISTS entry_types_by_created ON entry_types (project, type, created, entry_id, phase, entry_rowid);
CREATE INDEX IF NOT EXISTS entry_types_by_updated ON entry_types (project, type, updated, entry_id, phase, entry_rowid);
CREATE INDEX IF NOT EXISTS entry_types_by_title_en ON entry_types (project, type, title_en, entry_id, phase, entry_rowid);
CREATE INDEX IF NOT EXISTS entry_types_by_title_es ON entry_types (project, type, title_es, entry_id, phase, entry_rowid);

-- Text search: an FTS5 trigram index over entries.search (external content, no second copy of the
-- text). A phrase query is a case-insensitive substring match, as the LIKE it replaces was.
CREATE VIRTUAL TABLE IF NOT EXISTS entries_search USING fts5(search, content = 'entries', content_rowid = 'rowid', tokenize = 'trigram');

-- Kept in step with entries by triggers, whoever writes (import, seed, POST /entries). Entries are
-- upserted with ON CONFLICT DO UPDATE: INSERT OR REPLACE would delete rows without firing these.
CREATE TRIGGER IF NOT EXISTS entries_indexed AFTER INSERT ON entries BEGIN
  INSERT OR IGNORE INTO entry_types (project, type, entry_id, entry_rowid, phase, created, updated, title_en, title_es)
  SELECT new.project, t.value, new.id, new.rowid, new.phase, new.created, new.updated,
    lower(COALESCE(json_extract(new.titles, '$.en'), '')), lower(COALESCE(json_extract(new.titles, '$.es'), json_extract(new.titles, '$.en'), ''))
  FROM (SELECT '*' AS value UNION SELECT value FROM json_each(new.types)) AS t;
  INSERT INTO entries_search (rowid, search) VALUES (new.rowid, new.search);
END;

CREATE TRIGGER IF NOT EXISTS entries_unindexed AFTER DELETE ON entries BEGIN
  DELETE FROM entry_types WHERE project = old.project AND entry_id = old.id;
  INSERT INTO entries_search (entries_search, rowid, search) VALUES ('delete', old.rowid, old.search);
END;

CREATE TRIGGER IF NOT EXISTS entries_reindexed AFTER UPDATE ON entries BEGIN
  DELETE FROM entry_types WHERE project = old.project AND entry_id = old.id;
  INSERT INTO entries_search (entries_search, rowid, search) VALUES ('delete', old.rowid, old.search);
  INSERT OR IGNORE INTO entry_types (project, type, entry_id, entry_rowid, phase, created, updated, title_en, title_es)
  SELECT new.project, t.value, new.id, new.rowid, new.phase, new.created, new.updated,
    lower(COALESCE(json_extract(new.titles, '$.en'), '')), lower(COALESCE(json_extract(new.titles, '$.es'), json_extract(new.titles, '$.en'), ''))
  FROM (SELECT '*' AS value UNION SELECT value FROM json_each(new.types)) AS t;
  INSERT INTO entries_search (rowid, search) VALUES (new.rowid, new.search);
END;

-- Entries stored before this migration.
INSERT OR IGNORE INTO entry_types (project, type, entry_id, entry_rowid, phase, created, updated, title_en, title_es)
SELECT e.project, t.value, e.id, e.rowid, e.phase, e.created, e.updated,
  lower(COALESCE(json_extract(e.titles, '$.en'), '')), lower(COALESCE(json_extract(e.titles, '$.es'), json_extract(e.titles, '$.en'), ''))
FROM entries AS e, json_each(e.types) AS t;
INSERT OR IGNORE INTO entry_types (project, type, entry_id, entry_rowid, phase, created, updated, title_en, title_es)
SELECT e.project, '*', e.id, e.rowid, e.phase, e.created, e.updated,
  lower(COALESCE(json_extract(e.titles, '$.en'), '')), lower(COALESCE(json_extract(e.titles, '$.es'), json_extract(e.titles, '$.en'), ''))
FROM entries AS e;
INSERT INTO entries_search (entries_search) VALUES ('rebuild');
