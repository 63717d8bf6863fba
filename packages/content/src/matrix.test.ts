import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './load.ts';
import { toCsv, weightMatrix } from './matrix.ts';

const kb = loadKnowledgeBase({ cases: false });

describe("a place's weights as a table for review", () => {
  it('holds every weight of every condition, each once, at its answer and its condition', () => {
    for (const [location, place] of kb.locations) {
      const [header, ...rows] = weightMatrix(place);
      const names = header!.slice(5);
      expect(names, location).toEqual(place.file.diseases.map((d) => d.disease_short_name));
      const answers = rows.filter((r) => r[3] !== '');
      const read = names.map((_, c) =>
        answers.flatMap((r) => (r[5 + c] === '' ? [] : [[r[3]!, Number(r[5 + c])] as const])),
      );
      place.file.diseases.forEach((d, c) => {
        const written = new Map(d.symptoms.map((s) => [s.key, s.value] as const));
        expect(new Map(read[c]), `${location} ${d.disease_short_name}`).toEqual(written);
        expect(read[c]!.length).toBe(written.size);
      });
    }
  });

  it("names an answer's question once, on its first row, and its warning level", () => {
    const rows = weightMatrix(kb.locations.get('knee')!);
    const flag = rows.find((r) => r[3] === 'kf_snake_bite')!;
    expect(flag[0]).toBe('red_flags');
    expect(flag[4]).toBe('emergency');
    const first = rows.findIndex((r) => r[0] === 'red_flags');
    expect(rows[first]![1]).toMatch(/right now\?$/);
    expect(rows[first + 1]![1]).toBe('');
  });

  it('writes CSV a spreadsheet reads: every field quoted, quotes doubled', () => {
    expect(
      toCsv([
        ['a', 'say "hi", twice'],
        ['', '3'],
      ]),
    ).toBe('"a","say ""hi"", twice"\r\n"","3"\r\n');
  });
});
