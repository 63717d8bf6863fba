import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDanglingRefs, folderRepo, formatRefs, trackedRepo } from './check-doc-refs.ts';

const FIXTURES = join(import.meta.dirname, 'doc-refs-fixtures');

describe('references to documents', () => {
  it('all resolve to files and sections of this repository', () => {
    const refs = findDanglingRefs(trackedRepo());
    expect(formatRefs(refs)).toBe('');
  });

  it('are found dangling when the file, the section or the record is missing', () => {
    const refs = findDanglingRefs(folderRepo(join(FIXTURES, 'dangling')));
    expect(refs.map((r) => `${r.file}:${r.line}: ${r.ref}`).sort()).toEqual([
      'src/answers.txt:1: Spec §4',
      'src/answers.txt:3: docs/product.md §9',
      'src/answers.txt:5: STYLE.md',
      'src/answers.txt:5: decision 002',
    ]);
  });

  it('pass when every file, section and record exists, and addresses are not taken for files', () => {
    expect(findDanglingRefs(folderRepo(join(FIXTURES, 'clean')))).toEqual([]);
  });
});
