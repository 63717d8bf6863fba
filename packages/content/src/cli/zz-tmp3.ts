import { walkSteps } from '@painpoint/engine';
import { loadKnowledgeBase } from '../load.ts';
const [place, sex, age] = process.argv.slice(2);
const kb = loadKnowledgeBase({ cases: false });
const steps = kb.locations.get(place as any)!.file.steps;
const all = new Map(steps.map((s) => [s.id, s.step_options.map((o) => o.key)] as const));
for (const { step, visible } of walkSteps(steps, all, { sex, age: Number(age), for: 'child', pregnancy: { status: 'no' } } as any)) {
  if (!visible) continue;
  console.log(`${step.id}${step.multiple ? ' (multi)' : ''}: ${step.question_child ?? step.question}${step.dependent_on_any_symptoms.length ? ' [if ' + step.dependent_on_any_symptoms.join(',') + ']' : ''}`);
  console.log('   ' + step.step_options.map((o) => `${o.key}`).join(' | '));
}
