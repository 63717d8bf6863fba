-- Erasure and retention (decisions 063 and 064).
--
-- The team's mail about a contact message names its sender (subject and body) but had no link to
-- the message, so deleting the message (a visitor's, found by the address it was sent with) left
-- the mail. It now refers to its message and goes with it. The existing ones are found by the
-- number their subject gives ("PainPoint contact message #12 from …").
ALTER TABLE outbox ADD COLUMN contact_message_id bigint REFERENCES contact_messages (id) ON DELETE CASCADE;
UPDATE outbox o SET contact_message_id = m.id
  FROM contact_messages m
 WHERE o.subject LIKE 'PainPoint contact message #%'
   AND m.id::text = substring(o.subject FROM '^PainPoint contact message #([0-9]+) ');
CREATE INDEX outbox_contact_message ON outbox (contact_message_id) WHERE contact_message_id IS NOT NULL;

-- The notice that an account was deleted is the one message about a person who is no longer
-- known: it is kept only until it is delivered, then its row goes.
ALTER TABLE outbox ADD COLUMN erase_when_sent boolean NOT NULL DEFAULT false;

-- Deleting an account finds the messages sent with its address, also as a visitor (case aside).
CREATE INDEX contact_messages_email ON contact_messages (lower(email));
-- Mail and texts to the person's address or number, whoever they were about.
CREATE INDEX outbox_recipient ON outbox (lower(recipient));
-- The retention job's scans: sent mail by when it was sent.
CREATE INDEX outbox_sent ON outbox (sent_at) WHERE sent_at IS NOT NULL;
