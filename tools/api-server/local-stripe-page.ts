import { LOCAL_STRIPE_PATHS } from '../stand-ins/stripe/protocol';

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/gu, (char) => ENTITIES[char] ?? char);

const TITLE = 'Local 3-D Secure check';

const STYLE = `
  body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; color: #1a1a1a; }
  main { max-width: 32rem; margin: 0 auto; }
  h1 { font-size: 1.5rem; }
  code { overflow-wrap: anywhere; }
  .buttons { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 0.4rem; cursor: pointer;
    border: 2px solid #1d4ed8; background: #1d4ed8; color: #fff; }
  button[value="fail"] { background: #fff; color: #1d4ed8; }
  button:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }`;

function page(title: string, main: string, heading = TITLE): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${main}
</main>
</body>
</html>
`;
}

/** The bank's check of a payment in requires_action: the person completes or fails it. */
export function authenticatePage(
  intentId: string,
  clientSecret: string,
  returnUrl: string,
): string {
  return page(
    TITLE,
    `<p>This page stands in for the bank’s check of a Stripe test card. It runs only on
this machine: no bank and no card network takes part.</p>
<p>${intentId.startsWith('seti_') ? 'Card setup' : 'Payment'} <code>${escapeHtml(intentId)}</code></p>
<form method="post" action="${LOCAL_STRIPE_PATHS.authenticate}">
<input type="hidden" name="client_secret" value="${escapeHtml(clientSecret)}">
<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">
<div class="buttons">
<button type="submit" name="outcome" value="complete">Complete authentication</button>
<button type="submit" name="outcome" value="fail">Fail authentication</button>
</div>
</form>`,
  );
}

const BANK_TITLE = 'Local test bank';

/**
 * The bank's page of an iDEAL or Bancontact payment, as Stripe's test redirect page: the person
 * authorizes the test payment or fails it.
 */
export function bankPage(intentId: string, clientSecret: string, returnUrl: string): string {
  return page(
    BANK_TITLE,
    `<p>This page stands in for the bank a Stripe test payment by iDEAL or Bancontact visits. It
runs only on this machine: no bank takes part.</p>
<p>${intentId.startsWith('seti_') ? 'Mandate setup' : 'Payment'} <code>${escapeHtml(intentId)}</code></p>
<form method="post" action="${LOCAL_STRIPE_PATHS.bank}">
<input type="hidden" name="client_secret" value="${escapeHtml(clientSecret)}">
<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">
<div class="buttons">
<button type="submit" name="outcome" value="complete">Authorize test payment</button>
<button type="submit" name="outcome" value="fail">Fail test payment</button>
</div>
</form>`,
    BANK_TITLE,
  );
}

/** Why there is no check to make: a payment not waiting for one, or a request missing a part. */
export function refusalPage(message: string): string {
  return page(`Nothing to check – ${TITLE}`, `<p>${escapeHtml(message)}</p>`);
}
