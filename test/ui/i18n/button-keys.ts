/**
 * The catalogue keys a button shows, read from the sources: the children of every `<Button>` and
 * of every element whose class is `button` (a link styled as one), in src/ui and the demo's views.
 * A key inside an attribute (an aria-label, an onClick's message) or a visually hidden span is
 * not shown on the button; a key written with a value in it (`${area}.toProfile`) stands for
 * every key of the catalogue it matches.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Buttons whose words the sources pass through a variable: the scan cannot see them. */
const PASSED_IN = [
  // The pay button's short form, all a phone shows of it (MemberBilling's CommitLabel).
  'billing.commit.trialShort',
  'billing.commit.payNowShort',
  'billing.commit.subscribeShort',
  // ResumeSubscriptionButton's label for a cancelled membership (SubscriptionStatus).
  'currentSubscription.turnRenewalOn',
  // SocialSignIn's and ConfirmItsYou's provider buttons.
  'signIn.google',
  'signIn.apple',
];

/** The end of an opening tag: its first `>` outside braces and quotes. */
function openingTagEnd(source: string, from: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let at = from; at < source.length; at += 1) {
    const character = source[at]!;
    if (quote) {
      if (character === quote) quote = null;
    } else if (character === '"' || character === "'" || character === '`') quote = character;
    else if (character === '{') depth += 1;
    else if (character === '}') depth -= 1;
    else if (character === '>' && depth === 0) return at;
  }
  return -1;
}

const IS_BUTTON_CLASS = /className=(?:"|'|\{`|\{')(?:[^"'`]*\s)?button(?:\s|"|'|`)/u;

/** The children of each button element of one source file. */
export function buttonChildren(source: string): string[] {
  const found: string[] = [];
  const opening = /<(Button|button|a|Link)\b/gu;
  for (let match = opening.exec(source); match; match = opening.exec(source)) {
    const tag = match[1]!;
    const end = openingTagEnd(source, opening.lastIndex);
    if (end < 0) break;
    const attributes = source.slice(opening.lastIndex, end);
    if (attributes.endsWith('/')) continue;
    if (tag !== 'Button' && !IS_BUTTON_CLASS.test(attributes)) continue;
    const close = source.indexOf(`</${tag}>`, end);
    if (close >= 0) found.push(source.slice(end + 1, close));
  }
  return found;
}

/** The catalogue keys named in a button's children (quoted, as `t()` or a ternary names them). */
export function keysIn(children: string, catalogueKeys: readonly string[]): string[] {
  const shown = children.replace(/<span className="visually-hidden">[\s\S]*?<\/span>/gu, '');
  const named = [...shown.matchAll(/(['`])([\w${}.-]+\.[\w${}.-]+)\1/gu)].map((m) => m[2]!);
  return named.flatMap((name) => {
    // A template's `${…}` (`${kind}`, `${preview.data.type}`) stands for one key segment.
    const literalParts = name.split(/\$\{[\w.]+\}/u).map((part) => part.replace(/\./gu, '\\.'));
    const pattern = new RegExp(`^${literalParts.join('[\\w-]+')}$`, 'u');
    return catalogueKeys.filter(
      (key) => pattern.test(key.replace(/_\w+$/u, '')) || pattern.test(key),
    );
  });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(folder, entry.name))
      : entry.name.endsWith('.tsx')
        ? [join(folder, entry.name)]
        : [],
  );
}

/** Every key a button of the portal (and of the demo's views) shows. */
export function buttonKeys(root: string, catalogueKeys: readonly string[]): string[] {
  const files = [...sourceFiles(join(root, 'src/ui')), ...sourceFiles(join(root, 'src/demo/ui'))];
  const keys = files.flatMap((file) =>
    buttonChildren(readFileSync(file, 'utf8')).flatMap((children) =>
      keysIn(children, catalogueKeys),
    ),
  );
  return [...new Set([...keys, ...PASSED_IN])].sort();
}
