import { escapeHtml } from '../../platform/html.ts';
import { PRODUCT_NAME } from '../../platform/mail-template.ts';

/**
 * The page an alert's "stop" link opens, served by the API without the web client: it must work
 * signed out, from any mail client, and without scripts. Plain semantic HTML, one heading, one form.
 */
export const STYLESHEET_PATH = '/alerts/page.css';

/**
 * The page's own few rules (the Content-Security-Policy allows no inline style): the product's
 * colours and focus ring, targets of at least 44 px, and the reader's dark or high-contrast choice.
 */
export const STYLESHEET = [
  'body{font-family:system-ui,sans-serif;font-size:1rem;line-height:1.5;color:#1a1f2c;background:#fff;margin:0;padding:1rem}',
  'main{max-width:40rem;margin:0 auto}',
  'a{color:#1d4ed8}',
  'button{font:inherit;min-height:2.75rem;padding:0.5rem 1rem;color:#fff;background:#1d4ed8;border:2px solid #1d4ed8;border-radius:0.375rem;cursor:pointer}',
  ':focus-visible{outline:3px solid #b45309;outline-offset:2px}',
  '@media (prefers-color-scheme: dark){body{color:#f2f2f2;background:#121212}a{color:#9cc7ff}button{background:#9cc7ff;border-color:#9cc7ff;color:#121212}}',
  '@media (prefers-contrast: more){body{color:#000;background:#fff}a{color:#00008b}button{background:#000;border-color:#000;color:#fff}}',
  '@media (forced-colors: active){button{border-color:ButtonText}}',
].join('\n');

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${PRODUCT_NAME}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

export const confirmPage = (name: string, action: string) =>
  page(
    `Stop alerts for "${name}"?`,
    `<p>You will get no more emails for your saved search "${escapeHtml(name)}". The search stays saved, paused: you can resume it after signing in.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Stop these alerts</button>
</form>`,
  );

export const pausedPage = (name: string, site: string) =>
  page(
    `Alerts for "${name}" are stopped`,
    `<p>We will send no more emails for your saved search "${escapeHtml(name)}". It stays saved, paused.</p>
<p><a href="${escapeHtml(`${site}/jobs`)}">Search jobs on ${PRODUCT_NAME}</a></p>`,
  );

export const invalidLinkPage = () =>
  page('This link does not work', `<p>The link is not complete or was changed. Open it again from the alert email, or sign in to pause the alert.</p>`);
