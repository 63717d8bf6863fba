-- Saved assessments of registered users who consented to keep a history (decision 036).
--
-- The consent has a table of its own: it is for another purpose than the profile's (DPDP Act:
-- consent is given per purpose and withdrawn per purpose), a person may give one without the
-- other, and the profile's consent lives on the row of the details it covers. Every saved
-- assessment refers to its owner's consent row, so the database itself keeps "no history without
-- consent": withdrawing (deleting that row) deletes the assessments with it, as deleting the
-- account deletes both.

CREATE TABLE history_consents (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  given_at timestamptz NOT NULL DEFAULT now(),
  notice_version text NOT NULL
);

CREATE TABLE saved_assessments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES history_consents (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- What the list shows and filters on, out of the answers: the place, sex, age and weight.
  location text NOT NULL,
  sex text NOT NULL CHECK (sex IN ('male', 'female')),
  age smallint NOT NULL CHECK (age BETWEEN 0 AND 120),
  weight numeric(5, 2) NOT NULL CHECK (weight BETWEEN 2 AND 350),
  -- The answers exactly as the web app stores them (`userAnswers`: painLocation, sex, weight,
  -- age_range, symptoms, flags), so the assessment can be reopened as it was.
  answers jsonb NOT NULL,
  triage text NOT NULL CHECK (triage IN ('self-care', 'see-doctor', 'urgent', 'emergency')),
  -- The conditions as shown: [{disease_short_name, final_score, difference_percentage}].
  conditions jsonb NOT NULL,
  kb_version text NOT NULL
);
-- The list: one person's, newest first (the id breaks ties between saves in the same microsecond).
CREATE INDEX saved_assessments_user ON saved_assessments (user_id, created_at DESC, id DESC);

-- Consent events record which consent they are about; the existing ones are all the profile's.
ALTER TABLE consent_events
  ADD COLUMN purpose text NOT NULL DEFAULT 'profile' CHECK (purpose IN ('profile', 'history'));
