/**
 * The UI tests' getComputedStyle answers display, visibility, opacity and pointer-events itself
 * (test/support/computed-style.cjs): its answers must be jsdom's own, before and after a change.
 */
const QUICK = ['display', 'visibility', 'opacity', 'pointer-events'] as const;

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
  expect(style.opacity).toBe(style.getPropertyValue('opacity'));
  expect(style.pointerEvents).toBe(style.getPropertyValue('pointer-events'));
}

beforeEach(() => {
  document.body.innerHTML = `
    <div id="hidden" hidden><button id="in-hidden">In hidden</button></div>
    <section id="invisible" style="visibility: hidden"><p><span id="deep">Deep</span></p></section>
    <div id="untouchable" style="pointer-events: none"><button id="button">Go</button></div>
    <div id="flex" style="display: flex"><span id="plain">Plain</span></div>
    <div id="transparent" style="opacity: 0"><span id="in-transparent">In it</span></div>
    <script id="script"></script>
    <style>
      .gone { display: none }
      .back { display: block }
      @media screen { .faded { visibility: hidden } }
      @media print { .printed { display: none } }
    </style>
    <p id="gone" class="gone">Gone</p>
    <p id="back" class="gone back">Back</p>
    <p class="faded"><span id="faded">Faded</span></p>
    <p id="printed" class="printed">Printed</p>
    <dialog id="closed-dialog">Closed</dialog>
    <dialog id="open-dialog" open>Open</dialog>`;
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
  'transparent',
  'in-transparent',
  'script',
  'gone',
  'back',
  'faded',
  'printed',
  'closed-dialog',
  'open-dialog',
])('#%s: display, visibility, opacity and pointer-events as jsdom computes them', (id) => {
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

  document.getElementById('back')!.classList.remove('back');
  expect(getComputedStyle(document.getElementById('back')!).display).toBe('none');
});

test('anything else is jsdom’s whole declaration', () => {
  const flex = document.getElementById('flex')!;
  flex.style.color = 'red';
  const style = getComputedStyle(flex);
  expect(style.color).toBe('rgb(255, 0, 0)');
  expect(style.getPropertyValue('color')).toBe(jsdomAnswer(flex, 'color'));
  expect(Array.from(style)).toContain('display');
});
