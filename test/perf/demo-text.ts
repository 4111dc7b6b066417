/**
 * The demo's words (locales/en-demo.json) and its back end's e-mails (locales/en-mail.json)
 * belong to the in-memory build only: a real build that carried them would show "Demo tools" text
 * to nobody and ship it to everybody.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import demoEn from '../../locales/en-demo.json';
import mailEn from '../../locales/en-mail.json';
import en from '../../locales/en.json';
import enLater from '../../locales/en-later.json';
import enContracts from '../../locales/en-contracts.json';

const MIN_LENGTH = 16;

function leaves(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node !== 'object' || node === null) return [];
  return Object.values(node).flatMap(leaves);
}

/**
 * Long plain runs of the demo's texts: distinctive enough to find, free of quoting differences.
 * An e-mail may quote the app's own words ("We received your cancellation"): those are no sign.
 */
export function demoPhrases(): string[] {
  const appText = [en, enLater, enContracts].flatMap(leaves).join('\n');
  return [demoEn, mailEn]
    .flatMap(leaves)
    .flatMap((text) => text.split(/\{\{[^}]*\}\}/u))
    .map((fragment) => fragment.trim())
    .filter((fragment) => fragment.length >= MIN_LENGTH && /^[\w ,.:()-]+$/u.test(fragment))
    .filter((fragment) => !appText.includes(fragment));
}

/** The demo phrases found in the scripts of a build, each with the file holding it. */
export function demoTextIn(outDir: string): string[] {
  const assets = path.join(outDir, 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const phrases = demoPhrases();
  return scripts.flatMap((file) => {
    const source = readFileSync(path.join(assets, file), 'utf8');
    return phrases
      .filter((phrase) => source.includes(phrase))
      .map((phrase) => `${file}: "${phrase}"`);
  });
}
