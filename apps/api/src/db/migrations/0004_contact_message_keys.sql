-- A message kept on a visitor's device while offline is sent again until an answer comes back. The
-- key the device gave it (the Idempotency-Key header) makes a repeat whose first answer was lost on
-- the way store and mail nothing a second time. Several NULLs (messages sent without a key) are allowed.
ALTER TABLE contact_messages ADD COLUMN client_key uuid;
CREATE UNIQUE INDEX contact_messages_client_key ON contact_messages (client_key);
