import type { CaseSet } from './load.ts';

/**
 * The sets written from the questions alone (`blind: true` in CASE_SETS), frozen: sha256 of each
 * set's files (`caseFolderHash` in held-out.ts), recorded on 2026-11-29 for the sets then in the
 * repository and, for a new set, when it is first scored. A blind set is scored as written and
 * never edited, not even to answer a question added later (docs/content-authoring.md); a test
 * holds every one to its hash, so an edit fails `npm test` rather than passing unnoticed. The
 * sets written before 2026-11-27 were edited after their first score (their history is in git);
 * they are frozen from here on. A changed question must keep the option keys a frozen case
 * answers, since the content check refuses an answer its step no longer offers.
 */
export const FROZEN_SETS: Partial<Record<CaseSet, string>> = {
  blind: '87f8b0b7a18b6ba0e604bdfae5ae85bb34c8adc7cdea771ab1e1a919552c4684',
  blind2: 'f42725695c11ad57b034343050b03708276d537920d03234e254b5428ac3284c',
  blind3: '24a9a84346a321c903813a7d006e49756749fb0fcf2344cff9d10375232b56ce',
  danger: 'f5f55bbd78ed0802938e9d7fb5d225f1ad5ebcd816164621ec741754652563eb',
  blind4: '457f474896ea9c9d0d05f6fe22dfc9ddb787bdb5cd755235e76f808757626d3f',
  blind5: '81fc5936ca245f7be448da03155846cb26f01aa930367a74ae7e4a08f6bba06b',
  blind6: 'ff988189c2e363dbf3be2fc17cff2c745b6144cd6872bee73fe7a8c64a6fbead',
  blind7: '0d5a47ed315bb8e18ed3a5070b46f4e63ebad796e0d7a3bc4e5eb5f9c14a6c6f',
  blind8: 'c3b018836efa0298ecf1bab501389502281469a0fb3a4b2720853e94a40d5955',
  blind9: 'b10b55789ec90386fd8673ff0c3b737aa74500c6f32bb8d6aeca95612fba4df3',
  blind10: 'ab96507b0817bec29d1d452caeaa9ec8ec9811df38dc88de4b2aa864d5fce793',
  blind11: '851843ccb4bc1758f59b15bfe2e3bb1099872d5c484534d006fc37ec524bfe27',
  blind12: 'c8a33ff039b33aca3d868401a448ce0e6a9a130dd16d9c035e6a9f030f48ce76',
  blind13: '036cb4d9ee4bc732ebcc16a02b6a998c83317b4057b9400e49469e21865c1063',
};
