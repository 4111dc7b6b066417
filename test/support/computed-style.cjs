// jsdom's getComputedStyle matches the element against its whole default stylesheet and resolves
// a dozen colours up the ancestor chain, on every call; Testing Library asks for the style of
// every node whose name it computes: a fifth of a CPU profile of the largest UI test files.
// What Testing Library, user-event and jest-dom read is whether a node is displayed, visible and
// takes pointer events. Those are answered alone, from jsdom's own cascade, and kept until the
// document changes (when jsdom drops its own style cache); anything else asked of the style gets
// jsdom's whole declaration, as before.
const { implForWrapper } = require('jsdom/lib/jsdom/living/generated/utils.js');
const { getDeclarationForElement } = require('jsdom/lib/jsdom/living/helpers/style-rules.js');

/** The properties answered alone, by their names in CSS and in the declaration's camel case. */
const QUICK = { display: 'display', visibility: 'visibility', pointerEvents: 'pointer-events' };
const QUICK_NAMES = new Set(Object.values(QUICK));
/** Inherited ones and their initial values, resolved as jsdom resolves them (style-rules.js). */
const INHERITED = { visibility: 'visible', 'pointer-events': 'auto' };

/** A property of a declaration, its methods bound to it. */
function read(target, key) {
  const value = Reflect.get(target, key);
  return typeof value === 'function' ? value.bind(target) : value;
}

function answerCommonStylesQuickly(window) {
  const computeWhole = window.getComputedStyle;
  const document = implForWrapper(window.document);
  let answers = new Map();
  let answersFor = null;

  /** The element's cascaded value; first drops the answers kept if the document changed. */
  function cascaded(element, property) {
    const declaration = getDeclarationForElement(element);
    if (document._styleCache !== answersFor) {
      answers = new Map([...QUICK_NAMES].map((name) => [name, new WeakMap()]));
      answersFor = document._styleCache;
    }
    return declaration.getPropertyValue(property);
  }

  function quick(element, property) {
    const value = cascaded(element, property);
    const known = answers.get(property).get(element);
    if (known !== undefined) return known;
    const answer =
      value === '' && property in INHERITED
        ? element.parentElement
          ? quick(element.parentElement, property)
          : INHERITED[property]
        : value;
    answers.get(property).set(element, answer);
    return answer;
  }

  window.getComputedStyle = function getComputedStyle(element, pseudoElement) {
    if (pseudoElement) return computeWhole(element, pseudoElement);
    const impl = implForWrapper(element);
    let whole = null;
    const wholeStyle = () => (whole ??= computeWhole(element));
    return new Proxy(
      {},
      {
        get(_, key) {
          if (key === 'getPropertyValue') {
            return (name) =>
              QUICK_NAMES.has(name) ? quick(impl, name) : wholeStyle().getPropertyValue(name);
          }
          if (key in QUICK) return quick(impl, QUICK[key]);
          return read(wholeStyle(), key);
        },
        has: (_, key) => key in wholeStyle(),
        ownKeys: () => Reflect.ownKeys(wholeStyle()),
        getOwnPropertyDescriptor: (_, key) => {
          const descriptor = Reflect.getOwnPropertyDescriptor(wholeStyle(), key);
          return descriptor && { ...descriptor, configurable: true };
        },
      },
    );
  };
}

module.exports = { answerCommonStylesQuickly };
