import {
  judgeRoute,
  routeVerdict,
  type Figures,
  type MeasuredLanguage,
  type Run,
} from '../../tools/perf/route-verdict';

const figures = (blockingMs: number, lcpMs = 1000, performance = 100): Figures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  blockingMs,
  lcpMs,
});

const run = (blockingMs: number, lcpMs = 1000, performance = 100): Run => ({
  judged: figures(blockingMs, lcpMs, performance),
  recorded: figures(blockingMs * 10, lcpMs, 80),
  contention: 2,
});

test('one run within every bar is the verdict: a passing page is not measured again', () => {
  const verdict = routeVerdict('/signin (en)', [run(20)]);
  expect(verdict.failures).toEqual([]);
  expect(verdict.line).toContain('TBT 20 ms, LCP 1.00 s (runs 100/20); as recorded 80, TBT 200 ms');
});

test('a run over a bar is said, so that the page is measured twice more', () => {
  expect(routeVerdict('/signin (en)', [run(140, 1000, 97)]).failures).toEqual([
    '/signin (en): performance 97 < 98',
    '/signin (en): total blocking time 140 ms > 100 ms',
  ]);
});

test('after a miss the median of the three runs is judged, not the run that missed', () => {
  const verdict = routeVerdict('/signin (en)', [run(140), run(30), run(60)]);
  expect(verdict.failures).toEqual([]);
  expect(verdict.line).toContain('TBT 60 ms');
  expect(routeVerdict('/signin (en)', [run(140), run(130), run(60)]).failures).toEqual([
    '/signin (en): total blocking time 130 ms > 100 ms',
  ]);
});

test("another language's largest paint is held to within 10% of English's on the same route", () => {
  expect(routeVerdict('/signup (de)', [run(0, 1100)], 1000).failures).toEqual([]);
  expect(routeVerdict('/signup (de)', [run(0, 1150)], 1000).failures).toEqual([
    "/signup (de): largest paint 1.15 s, more than 10% after English's 1.00 s",
  ]);
  expect(routeVerdict('/signup (de)', [run(0, 1150), run(0, 1050), run(0, 1090)], 1000).lcpMs).toBe(
    1090,
  );
});

/** A stand-in for Lighthouse: each language's runs in turn, and the order they were asked for. */
function runsInTurn(runs: Record<MeasuredLanguage, Run[]>) {
  const asked: MeasuredLanguage[] = [];
  const measureIn = (language: MeasuredLanguage) => {
    asked.push(language);
    const next = runs[language].shift();
    if (!next) throw new Error(`no ${language} run left`);
    return Promise.resolve(next);
  };
  return { asked, measureIn };
}

test('a route whose pages pass in one run each is measured twice in all', async () => {
  const { asked, measureIn } = runsInTurn({ en: [run(10, 1000)], de: [run(12, 1050)] });
  const [english, german] = await judgeRoute('/signin', measureIn);
  expect(asked).toEqual(['en', 'de']);
  expect([...english.failures, ...german.failures]).toEqual([]);
});

test('an English run over a bar has English measured three times, German left at one', async () => {
  const { asked, measureIn } = runsInTurn({
    en: [run(150), run(20), run(30)],
    de: [run(10)],
  });
  const [english] = await judgeRoute('/signin', measureIn);
  expect(asked).toEqual(['en', 'de', 'en', 'en']);
  expect(english.line).toContain('TBT 30 ms');
});

test("a German page late against one English run has both measured three times, and German held to English's median", async () => {
  const { asked, measureIn } = runsInTurn({
    en: [run(0, 900), run(0, 1000), run(0, 1020)],
    de: [run(0, 1080), run(0, 1090), run(0, 1060)],
  });
  const [english, german] = await judgeRoute('/signin', measureIn);
  expect(asked.toSorted()).toEqual(['de', 'de', 'de', 'en', 'en', 'en']);
  expect(english.lcpMs).toBe(1000);
  expect(german.failures).toEqual([]);
});
