-- The language a person chose on the site (decision 046), kept with their account: the site opens in
-- it when they log in elsewhere, and their mail and texts are written in it. NULL until they choose
-- one while logged in. Not checked against a list here: the languages live in the code
-- (packages/contracts/src/languages.ts), and adding one needs no migration.
ALTER TABLE users ADD COLUMN language text;
