// jsdom's getComputedStyle matches the element against its whole default stylesheet and resolves
// a dozen colours up the ancestor chain, on every call; Testing Library asks for the style of
// every node whose name it computes: a fifth of a CPU profile of the largest UI test files.
// What Testing Library, user-event and jest-dom read is whether a node is displayed, visible (and
// opaque, for toBeVisible) and takes pointer events. Those are answered alone and kept until the
// document changes (when jsdom drops its own style cache), cascaded as jsdom cascades them but from
// only the rules that set them: 65 of the default stylesheet's 120, and a document's own sheets
// filtered the same way. Anything else asked of the style gets jsdom's whole declaration.
const { createRequire } = require('node:module');
const { implForWrapper } = require('jsdom/lib/jsdom/living/generated/utils.js');
const { matchesDontThrow } = require('jsdom/lib/jsdom/living/helpers/selectors.js');
const defaultStyleSheet = require('jsdom/lib/jsdom/browser/default-stylesheet.js');

// The CSS parser and declaration jsdom itself uses (its own dependencies, not the portal's).
const requireAsJsdom = createRequire(
  require.resolve('jsdom/lib/jsdom/living/helpers/style-rules.js'),
);
const cssom = requireAsJsdom('rrweb-cssom');
const { CSSStyleDeclaration } = requireAsJsdom('cssstyle');

/** The properties answered alone, by their names in CSS and in the declaration's camel case. */
const QUICK = {
  display: 'display',
  visibility: 'visibility',
  opacity: 'opacity',
  pointerEvents: 'pointer-events',
};
const QUICK_NAMES = Object.values(QUICK);
/** Inherited ones and their initial values, resolved as jsdom resolves them (style-rules.js). */
const INHERITED = { visibility: 'visible', 'pointer-events': 'auto' };

const setsQuickProperty = (rule) =>
  rule.style !== undefined && QUICK_NAMES.some((name) => rule.style.getPropertyValue(name) !== '');

/** A sheet's style rules that set a quick property, in order, screen media's included (as jsdom). */
function quickRulesOf(sheet) {
  return Array.from(sheet.cssRules).flatMap((rule) => {
    if (!rule.media) return setsQuickProperty(rule) ? [rule] : [];
    const forScreen = Array.prototype.indexOf.call(rule.media, 'screen') !== -1;
    return forScreen ? Array.from(rule.cssRules).filter(setsQuickProperty) : [];
  });
}

const defaultQuickRules = quickRulesOf(cssom.parse(defaultStyleSheet));

/** jsdom's cascade (getDeclarationForElement) of the quick properties alone, from these rules. */
function quickDeclarationOf(element, rules) {
  const declaration = new CSSStyleDeclaration();
  const apply = (style) => {
    for (const name of QUICK_NAMES) {
      const value = style.getPropertyValue(name);
      if (value === 'unset') declaration.removeProperty(name);
      else if (value !== '') declaration.setProperty(name, value, style.getPropertyPriority(name));
    }
  };
  for (const rule of rules) {
    if (matchesDontThrow(element, rule.selectorText)) apply(rule.style);
  }
  apply(element.style);
  return declaration;
}

/** A property of a declaration, its methods bound to it. */
function read(target, key) {
  const value = Reflect.get(target, key);
  return typeof value === 'function' ? value.bind(target) : value;
}

function answerCommonStylesQuickly(window) {
  const computeWhole = window.getComputedStyle;
  const document = implForWrapper(window.document);
  let rules = defaultQuickRules;
  let declarations = new WeakMap();
  let answers = new Map();
  let answersFor = null;

  /** Drops what was kept once the document changed: jsdom then drops its style cache. */
  function forgetIfChanged() {
    document._styleCache ??= new WeakMap();
    if (document._styleCache === answersFor) return;
    // The document's own sheets, read once for every element until it changes again.
    rules = [...defaultQuickRules, ...Array.from(document.styleSheets._list).flatMap(quickRulesOf)];
    declarations = new WeakMap();
    answers = new Map(QUICK_NAMES.map((name) => [name, new WeakMap()]));
    answersFor = document._styleCache;
  }

  function quick(element, property) {
    const known = answers.get(property).get(element);
    if (known !== undefined) return known;
    if (!declarations.has(element)) declarations.set(element, quickDeclarationOf(element, rules));
    const value = declarations.get(element).getPropertyValue(property);
    const answer =
      value === '' && property in INHERITED
        ? element.parentElement
          ? quick(element.parentElement, property)
          : INHERITED[property]
        : value;
    answers.get(property).set(element, answer);
    return answer;
  }

  function answer(element, property) {
    forgetIfChanged();
    return quick(element, property);
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
              QUICK_NAMES.includes(name) ? answer(impl, name) : wholeStyle().getPropertyValue(name);
          }
          if (key in QUICK) return answer(impl, QUICK[key]);
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
