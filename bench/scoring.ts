// How long the site's engine (the scoring model) takes to score one full assessment, for the
// largest location: the model built for the person and the answers scored, as the results page does.
//   npm run bench:scoring
import { loadKnowledgeBase, typicalAnswers, typicalProfile } from '@painpoint/content';
import { assessModel } from '@painpoint/engine';

const kb = loadKnowledgeBase();
const [key, loc] = [...kb.locations].sort(
  (a, b) => b[1].file.steps.length * b[1].diseases.length - a[1].file.steps.length * a[1].diseases.length,
)[0]!;
const inputs = loc.diseases.map((d) => {
  const profile = typicalProfile(d);
  return {
    steps: loc.file.steps,
    diseases: loc.diseases,
    profile,
    selections: typicalAnswers(loc.file.steps, d, profile),
  };
});

for (let i = 0; i < 2000; i++) assessModel(inputs[i % inputs.length]!); // warm up the JIT
const samples: number[] = [];
for (let round = 0; round < 200; round++) {
  const start = process.hrtime.bigint();
  for (const input of inputs) assessModel(input);
  samples.push(Number(process.hrtime.bigint() - start) / 1e6 / inputs.length);
}
samples.sort((a, b) => a - b);
const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
console.log(`location ${key}: ${loc.file.steps.length} questions × ${loc.diseases.length} conditions`);
console.log(`one full assessment: median ${(at(0.5) * 1000).toFixed(1)} µs, p95 ${(at(0.95) * 1000).toFixed(1)} µs`);
