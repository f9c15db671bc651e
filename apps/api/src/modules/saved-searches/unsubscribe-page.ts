import { escapeHtml } from '../../platform/html.ts';
import { PRODUCT_NAME } from '../../platform/mail-template.ts';

/**
 * The page an alert's "stop" link opens, served by the API without the web client: it must work
 * signed out, from any mail client, and without scripts. Plain semantic HTML, one heading, one form.
 */
function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${PRODUCT_NAME}</title>
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
