-- Form submissions are stored before anything else can fail (captcha, mail, newsletter provider).
CREATE TABLE IF NOT EXISTS submissions (
  id TEXT PRIMARY KEY,
  site TEXT NOT NULL,
  form TEXT NOT NULL,
  payload TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'received',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS submissions_site_form ON submissions (site, form, created_at);

-- Work to hand to other systems (mail, newsletter list) after the submission is safe.
CREATE TABLE IF NOT EXISTS outbox (
  id TEXT PRIMARY KEY,
  submission_id TEXT NOT NULL REFERENCES submissions (id),
  kind TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
