/** The jsdom setup's style memo (jsdom-setup.ts) never answers with a style the document has left. */
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
