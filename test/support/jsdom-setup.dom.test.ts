/** The jsdom setup (jsdom-setup.ts): its style memo never answers with a style the document has left, and its toBeUnavailable matcher. */
function anElement(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('a change not yet told to the observer is seen at once', () => {
  const element = anElement();
  expect(getComputedStyle(element).display).toBe('block');
  element.style.display = 'none';
  expect(getComputedStyle(element).display).toBe('none');
});

test('a change the observer was told of at a microtask is seen too', async () => {
  const element = anElement();
  expect(getComputedStyle(element).visibility).toBe('visible');
  element.style.visibility = 'hidden';
  await Promise.resolve();
  expect(getComputedStyle(element).visibility).toBe('hidden');
});

test('a change elsewhere in the document is seen in a descendant it styles', async () => {
  const parent = anElement();
  const child = document.createElement('span');
  parent.append(child);
  expect(getComputedStyle(child).visibility).toBe('visible');
  parent.style.visibility = 'hidden';
  await Promise.resolve();
  expect(getComputedStyle(child).visibility).toBe('hidden');
});

test('the same element asked twice without a change is the same answer', () => {
  const element = anElement();
  expect(getComputedStyle(element)).toBe(getComputedStyle(element));
});

test('toBeUnavailable counts aria-disabled, while jest-dom’s toBeDisabled keeps to the attribute', () => {
  document.body.innerHTML = `
    <button type="button" aria-disabled="true">Busy</button>
    <div aria-disabled="true"><button type="button">Inside</button></div>
    <button type="button" disabled>Off</button>
    <button type="button">Ready</button>`;
  const [busy, inside, off, ready] = [...document.querySelectorAll('button')];
  expect(busy).toBeUnavailable();
  expect(inside).toBeUnavailable();
  expect(off).toBeUnavailable();
  expect(ready).not.toBeUnavailable();
  expect(busy).not.toBeDisabled();
  expect(busy).toBeEnabled();
  expect(off).toBeDisabled();
});
