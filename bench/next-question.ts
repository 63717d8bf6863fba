// The cost of one call of the model's nextQuestion (decision 113), on the place with the most
// questions × conditions: for each of its conditions, the typical person's interview is replayed
// and every call along it is timed. Then what the site computes after each answer, the path
// (interviewPath), replayed from the start against replayed from the path before it, in one run.
//   npm run bench:next-question
import { loadKnowledgeBase, typicalAnswers, typicalProfile } from '@painpoint/content';
import { buildModel, interviewPath, nextQuestion, type PersonPath } from '@painpoint/engine';

const kb = loadKnowledgeBase();
const [key, loc] = [...kb.locations].sort(
  (a, b) => b[1].file.steps.length * b[1].diseases.length - a[1].file.steps.length * a[1].diseases.length,
)[0]!;

/** One replayed interview: the selections before each call, in order. */
const interviews = loc.diseases.map((d) => {
  const profile = typicalProfile(d);
  const answers = typicalAnswers(loc.file.steps, d, profile);
  const model = buildModel({ steps: loc.file.steps, diseases: loc.diseases, profile });
  const states: Map<string, readonly string[]>[] = [];
  const selections = new Map<string, readonly string[]>();
  for (let id = nextQuestion(selections, model); id !== undefined; id = nextQuestion(selections, model)) {
    states.push(new Map(selections));
    selections.set(id, answers.get(id) ?? ['not_sure']);
  }
  states.push(new Map(selections));
  return { model, states };
});
const calls = interviews.flatMap(({ model, states }) => states.map((s) => ({ model, s })));

for (let i = 0; i < 200; i++) nextQuestion(calls[i % calls.length]!.s, calls[i % calls.length]!.model); // warm up
/** A screen of warning signs is returned before any weighing; the other calls weigh every open step. */
const screens = new Set(
  loc.file.steps.filter((st) => st.step_options.some((o) => o.red_flag || o.danger_sign)).map((st) => st.id),
);
const samples: number[] = [];
const weighed: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const { model, s } of calls) {
    const start = process.hrtime.bigint();
    const id = nextQuestion(s, model);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    samples.push(ms);
    if (id === undefined || !screens.has(id)) weighed.push(ms);
  }
}
samples.sort((a, b) => a - b);
weighed.sort((a, b) => a - b);
const quantile = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const at = (q: number) => quantile(samples, q);
const asked = interviews.map((i) => i.states.length - 1).sort((a, b) => a - b);
console.log(`location ${key}: ${loc.file.steps.length} questions × ${loc.diseases.length} conditions`);
console.log(
  `typical interviews: median ${asked[Math.floor(asked.length / 2)]} questions; ${samples.length} calls timed`,
);
console.log(
  `one nextQuestion call: median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${at(1).toFixed(2)} ms`,
);
console.log(
  `calls that weigh the open steps (${weighed.length}): median ${quantile(weighed, 0.5).toFixed(2)} ms, p95 ${quantile(weighed, 0.95).toFixed(2)} ms`,
);

/** The site's work after each answer: the whole path replayed, or from the path before it. */
const fresh: number[] = [];
const kept: number[] = [];
for (let round = 0; round < 3; round++) {
  for (const { model, states } of interviews) {
    let before: PersonPath | undefined;
    for (const s of states) {
      let start = process.hrtime.bigint();
      interviewPath(model, s);
      fresh.push(Number(process.hrtime.bigint() - start) / 1e6);
      start = process.hrtime.bigint();
      before = interviewPath(model, s, before);
      kept.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
}
fresh.sort((a, b) => a - b);
kept.sort((a, b) => a - b);
const line = (xs: number[]) =>
  `median ${quantile(xs, 0.5).toFixed(2)} ms, p95 ${quantile(xs, 0.95).toFixed(2)} ms, max ${quantile(xs, 1).toFixed(2)} ms`;
console.log(`the path after an answer, replayed from the start (${fresh.length}): ${line(fresh)}`);
console.log(`the path after an answer, from the path before it (${kept.length}): ${line(kept)}`);
