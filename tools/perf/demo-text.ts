/**
 * The demo's words (locales/en-demo.json, locales/<lng>/demo.json) and its back end's e-mails
 * (locales/en-mail.json) belong to the in-memory build only: a real build that carried them would
 * show "Demo tools" text to nobody and ship it to everybody.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import demoEn from '../../locales/en-demo.json';
import mailEn from '../../locales/en-mail.json';
import en from '../../locales/en.json';
import enLater from '../../locales/en-later.json';
import enContracts from '../../locales/en-contracts.json';
import enGifts from '../../locales/en-gifts.json';
import demoDe from '../../locales/de/demo.json';
import demoFr from '../../locales/fr/demo.json';
import demoEs from '../../locales/es/demo.json';

const DEMO_CATALOGUES = [demoEn, demoDe, demoFr, demoEs];

const MIN_LENGTH = 16;

function leaves(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node !== 'object' || node === null) return [];
  return Object.values(node).flatMap(leaves);
}

/**
 * Long plain runs of the demo's texts in every language and of its e-mails, distinctive enough to
 * find and free of quoting differences, and the header's "Demo tools" button in every language,
 * short as it is. An e-mail may quote the app's own words ("We received your cancellation"):
 * those are no sign.
 */
export function demoPhrases(): string[] {
  const appText = [en, enLater, enContracts, enGifts].flatMap(leaves).join('\n');
  const long = [...DEMO_CATALOGUES, mailEn]
    .flatMap(leaves)
    .flatMap((text) => text.split(/\{\{[^}]*\}\}/u))
    .map((fragment) => fragment.trim())
    .filter((fragment) => fragment.length >= MIN_LENGTH && /^[\p{L}\d ,.:()-]+$/u.test(fragment))
    .filter((fragment) => !appText.includes(fragment));
  const door = DEMO_CATALOGUES.flatMap(({ door }) => [door.open, door.title]);
  return [...new Set([...door, ...long])];
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
