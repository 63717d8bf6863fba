import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintFirst } from './compile-hints.ts';

describe('hintFirst', () => {
  it('leaves a chunk that begins with the hint as it is', () => {
    const code = `${COMPILE_HINT}\nexport const a = () => 1;`;
    expect(hintFirst(code)).toBe(code);
  });

  it('moves the hint above the lines Vite put over it, keeping one', () => {
    const code = `const __vite__mapDeps=(i)=>i;\n${COMPILE_HINT}\nexport const a = () => 1;`;
    expect(hintFirst(code)).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nexport const a = () => 1;`);
  });

  it('adds the hint to a chunk without one', () => {
    expect(hintFirst('export const a = 1;')).toBe(`${COMPILE_HINT}\nexport const a = 1;`);
  });
});
