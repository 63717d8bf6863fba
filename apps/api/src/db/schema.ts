/**
 * Drizzle table definitions. The SQL that creates them is in ./migrations (applied in order at
 * start by ./migrate.ts); keep the two in step. Tables arrive with the features that use them.
 */
export {};
