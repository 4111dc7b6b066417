/**
 * The UI tests' getComputedStyle answers display, visibility and pointer-events itself
 * (test/support/computed-style.cjs): its answers must be jsdom's own, before and after a change.
 */
const QUICK = ['display', 'visibility', 'pointer-events'] as const;

/** jsdom's whole computed declaration, read through its serialisation. */
function jsdomAnswer(element: Element, property: string): string {
  for (const declaration of getComputedStyle(element).cssText.split(';')) {
    const [name = '', value = ''] = declaration.split(':');
    if (name.trim() === property) return value.trim();
  }
  return '';
}

function expectJsdomAnswers(element: Element) {
  const style = getComputedStyle(element);
  for (const property of QUICK) {
    expect({ property, value: style.getPropertyValue(property) }).toEqual({
      property,
      value: jsdomAnswer(element, property),
    });
  }
  expect(style.display).toBe(style.getPropertyValue('display'));
  expect(style.visibility).toBe(style.getPropertyValue('visibility'));
  expect(style.pointerEvents).toBe(style.getPropertyValue('pointer-events'));
}

beforeEach(() => {
  document.body.innerHTML = `
    <div id="hidden" hidden><button id="in-hidden">In hidden</button></div>
    <section id="invisible" style="visibility: hidden"><p><span id="deep">Deep</span></p></section>
    <div id="untouchable" style="pointer-events: none"><button id="button">Go</button></div>
    <div id="flex" style="display: flex"><span id="plain">Plain</span></div>
    <script id="script"></script>`;
});

test.each([
  'hidden',
  'in-hidden',
  'invisible',
  'deep',
  'untouchable',
  'button',
  'flex',
  'plain',
  'script',
])('#%s: display, visibility and pointer-events as jsdom computes them', (id) => {
  expectJsdomAnswers(document.getElementById(id)!);
});

test('a change to the document is seen at once, not an answer kept from before it', () => {
  const deep = document.getElementById('deep')!;
  expect(getComputedStyle(document.getElementById('hidden')!).display).toBe('none');
  expect(getComputedStyle(deep).visibility).toBe('hidden');

  document.getElementById('invisible')!.removeAttribute('style');
  expect(getComputedStyle(deep).visibility).toBe('visible');

  deep.style.display = 'none';
  expect(getComputedStyle(deep).display).toBe('none');
  expectJsdomAnswers(deep);
});

test('anything else is jsdom’s whole declaration', () => {
  const flex = document.getElementById('flex')!;
  flex.style.opacity = '0.5';
  const style = getComputedStyle(flex);
  expect(style.opacity).toBe('0.5');
  expect(style.getPropertyValue('color')).toBe(jsdomAnswer(flex, 'color'));
  expect(Array.from(style)).toContain('display');
});
