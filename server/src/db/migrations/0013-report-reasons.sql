-- Reports with reasons: why a listing is reported (one list, the contract's REPORT_REASONS) and what
-- the reporter adds. Reports made before say nothing more than `other`.
ALTER TABLE reports
  ADD COLUMN reason text NOT NULL DEFAULT 'other'
    CHECK (reason IN ('illegal', 'scam', 'prohibited', 'misleading', 'offensive', 'other')),
  ADD COLUMN details text;
