import { describe, expect, it } from 'vitest';
import { checkKnowledgeBase } from './checks.ts';
import { loadKnowledgeBase } from './load.ts';

// The one run of the whole content check in the tests (checks.test.ts tests what it forbids). A file
// of its own, beside knowledge-base.test.ts's sweeps, so that the two costliest runs of the content
// tests can go on two workers at once.
describe('the knowledge base', () => {
  it('passes every content check', () => {
    expect(checkKnowledgeBase(loadKnowledgeBase()).errors).toEqual([]);
  });
});
