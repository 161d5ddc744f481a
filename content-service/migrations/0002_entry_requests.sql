-- POST /entries honours an Idempotency-Key: a client retrying after a lost answer gets the entry it
-- already created instead of a second one.
CREATE TABLE IF NOT EXISTS entry_requests (
  project TEXT NOT NULL,
  key TEXT NOT NULL,
  entry_id TEXT NOT NULL,
  created TEXT NOT NULL,
  PRIMARY KEY (project, key)
);
