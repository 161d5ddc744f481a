-- Every form is stored here first; delivery to providers (list, staff mail, content service) runs
-- afterwards through a queue, one row per target, each attempt recorded (docs/decisions/010-forms.md).

-- The address the visitor gave: the newsletter's uniqueness, the join form's account, the staff's
-- contact for a report (it never leaves this database for the content service).
ALTER TABLE submissions ADD COLUMN email TEXT;
UPDATE submissions SET email = lower(trim(json_extract(payload, '$.email')));

-- Sign-ups stored twice before this migration (the old check raced) keep their first row.
DELETE FROM outbox WHERE submission_id IN (
  SELECT id FROM submissions s WHERE form = 'newsletter'
    AND EXISTS (SELECT 1 FROM submissions t WHERE t.form = 'newsletter' AND t.site = s.site AND t.email = s.email AND t.rowid < s.rowid)
);
DELETE FROM submissions WHERE form = 'newsletter' AND rowid NOT IN (
  SELECT min(rowid) FROM submissions WHERE form = 'newsletter' GROUP BY site, email
);
-- One subscription per address and site, held by the database so two racing posts cannot both land.
CREATE UNIQUE INDEX IF NOT EXISTS submissions_newsletter_email ON submissions (site, email) WHERE form = 'newsletter';

-- Contributors who joined: one per address and site; the password only as a PBKDF2 hash with its salt.
CREATE TABLE IF NOT EXISTS accounts (
  site TEXT NOT NULL,
  email TEXT NOT NULL,
  submission_id TEXT NOT NULL REFERENCES submissions (id),
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (site, email)
);

-- One row per submission and target. status: pending (waiting for an attempt), sending (leased by a
-- consumer until lease_until), delivered, dead (out of retries or refused for good; forms:retry revives).
CREATE TABLE IF NOT EXISTS deliveries (
  id TEXT PRIMARY KEY,
  submission_id TEXT NOT NULL REFERENCES submissions (id),
  target TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  lease_until TEXT,
  -- What the provider answered on success: subscribed, existing_subscriber, the new entry's id, ...
  result TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (submission_id, target)
);
CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (status, next_attempt_at);

CREATE TABLE IF NOT EXISTS delivery_attempts (
  delivery_id TEXT NOT NULL REFERENCES deliveries (id),
  attempt INTEGER NOT NULL,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- delivered, retry (a passing failure) or failed (refused for good)
  outcome TEXT NOT NULL,
  -- The provider's HTTP status; null when it did not answer (network error, timeout).
  http_status INTEGER,
  detail TEXT,
  PRIMARY KEY (delivery_id, attempt)
);

-- The outbox never had a consumer: its newsletter rows become pending list deliveries.
INSERT INTO deliveries (id, submission_id, target, created_at)
  SELECT id, submission_id, 'list', created_at FROM outbox WHERE kind = 'newsletter';
DROP TABLE outbox;
