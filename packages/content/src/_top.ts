import { loadKnowledgeBase, type CaseSet } from './load.ts';
import { runCase } from './evaluate.ts';
const kb = loadKnowledgeBase();
const [set, ...ids] = process.argv.slice(2) as [CaseSet, ...string[]];
for (const [loc, file] of kb.caseSets[set]) for (const c of file.cases) {
  if (!ids.includes(c.id)) continue;
  const o = runCase(kb, loc, c);
  console.log(c.id, 'expected', c.expected, c.expected_triage, '->', o.triage, 'questions', o.questions);
  for (const r of o.assessment.ranked.slice(0, 5)) console.log('  ', r.disease_short_name, r.triage, r.evidence.toFixed(3), 'supports', r.supports.map((s) => `${s.key}:${s.weight}`).join(' '), '| against', r.against.map((s) => `${s.key}:${s.weight}${s.kind === 'missing' ? 'm' : ''}`).join(' '));
}
