-- The embedded content service's store. Entries keep their full stored shape in `body` (text elements
-- may hold per-locale values); the side tables exist only so that SQL can filter and order.
CREATE TABLE IF NOT EXISTS entries (
  project TEXT NOT NULL,
  id TEXT NOT NULL,
  phase INTEGER NOT NULL,
  types TEXT NOT NULL,    -- JSON array of type ids
  titles TEXT NOT NULL,   -- JSON object locale -> title
  search TEXT NOT NULL,   -- lower-cased title and text element values, every locale
  created TEXT NOT NULL,
  updated TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (project, id)
);
CREATE INDEX IF NOT EXISTS entries_by_created ON entries (project, phase, created);

CREATE TABLE IF NOT EXISTS entry_options (
  project TEXT NOT NULL,
  entry_id TEXT NOT NULL,
  element_id TEXT NOT NULL,
  option_id TEXT NOT NULL,
  PRIMARY KEY (project, entry_id, element_id, option_id)
);
CREATE INDEX IF NOT EXISTS entry_options_by_option ON entry_options (project, element_id, option_id);

CREATE TABLE IF NOT EXISTS entry_dates (
  project TEXT NOT NULL,
  entry_id TEXT NOT NULL,
  element_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  PRIMARY KEY (project, entry_id, element_id, position)
);
CREATE INDEX IF NOT EXISTS entry_dates_by_element ON entry_dates (project, element_id, end_at);

CREATE TABLE IF NOT EXISTS elements (
  project TEXT NOT NULL,
  id TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (project, id)
);

CREATE TABLE IF NOT EXISTS contacts (
  project TEXT NOT NULL,
  id TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (project, id)
);

CREATE TABLE IF NOT EXISTS embeds (
  project TEXT NOT NULL,
  url TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (project, url)
);
