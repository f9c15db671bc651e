import { SUPPORT_POSTAL_ADDRESS } from '@jobboard/contracts/support';
import { escapeHtml } from './html.ts';

export const PRODUCT_NAME = 'Inclusive Jobs';

/** The parts a mail is made of; every mail of the product is built from these. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A one-time code, shown large and on its own line. */
  | { kind: 'code'; label: string; code: string }
  | { kind: 'link'; text: string; href: string }
  /** Label and value pairs, such as the fields of a contact message. */
  | { kind: 'details'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** Text someone else wrote (a contact message), kept apart and with its line breaks. */
  | { kind: 'quote'; label: string; text: string };

export type MailContent = {
  subject: string;
  heading: string;
  blocks: readonly MailBlock[];
  /** Why this person got this mail, said in the footer of every mail. */
  reason: string;
  /** How to get no more mails like it, where the person can choose that. */
  stop?: { text: string; href: string };
};
export type RenderedMail = { subject: string; text: string; html: string };


/** A subject is one line: a line break in it would start a new header. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'code':
      return `<p>${escapeHtml(block.label)}</p>\n<p class="code"><strong>${escapeHtml(block.code)}</strong></p>`;
    case 'link':
      return `<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.text)}</a></p>`;
    case 'details':
      return `<dl>\n${block.rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}\n</dl>`;
    case 'quote': {
      const paragraphs = block.text.split(/\r?\n/).map((line) => `<p>${escapeHtml(line) || '&nbsp;'}</p>`);
      return `<h2>${escapeHtml(block.label)}</h2>\n<blockquote>\n${paragraphs.join('\n')}\n</blockquote>`;
    }
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'code':
      return `${block.label}\n\n    ${block.code}`;
    case 'link':
      return `${block.text}:\n${block.href}`;
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'quote':
      return `${block.label}:\n\n${block.text.split(/\r?\n/).map((line) => `> ${line}`).join('\n')}`;
  }
}

const STYLE = [
  'body{font-family:Arial,Helvetica,sans-serif;font-size:1rem;line-height:1.5;color:#1a1a1a;background:#ffffff;margin:0;padding:1rem}',
  'main,footer{max-width:40rem;margin:0 auto}',
  'a{color:#0b4f9c}',
  '.code{font-size:2rem;letter-spacing:0.3em;font-family:"Courier New",monospace}',
  'blockquote{margin:0;padding-left:1rem;border-left:0.25rem solid #767676}',
  'dt{font-weight:bold}dd{margin:0 0 0.5rem}',
  'footer{margin-top:2rem;font-size:0.875rem;color:#4a4a4a}',
  // Clients that follow the reader's dark mode get colours chosen for it, not inverted ones.
  ':root{color-scheme:light dark;supported-color-schemes:light dark}',
  '@media (prefers-color-scheme: dark){body{color:#f2f2f2;background:#121212}a{color:#9cc7ff}footer{color:#c8c8c8}blockquote{border-left-color:#9a9a9a}}',
].join('');

/**
 * The plain-text and HTML bodies of a mail. The HTML is simple on purpose: a language, a
 * title, real headings, no layout tables and no images, so it reads well in a screen reader,
 * zooms without sideways scrolling and survives clients that strip styles.
 */
export function renderMail(content: MailContent): RenderedMail {
  const subject = oneLine(`${content.subject} | ${PRODUCT_NAME}`);
  const footerLines = [content.reason, `${PRODUCT_NAME}, an inclusive job board.`, SUPPORT_POSTAL_ADDRESS.slice(1).join(', ')];
  const stop = content.stop;
  const text = [
    content.heading,
    '',
    ...content.blocks.flatMap((b) => [blockText(b), '']),
    '--',
    content.reason,
    ...(stop ? [`${stop.text}: ${stop.href}`] : []),
    ...footerLines.slice(1),
    '',
  ].join('\n');
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join('\n')}
</main>
<footer>
<p>${escapeHtml(content.reason)}</p>
${stop ? `<p><a href="${escapeHtml(stop.href)}">${escapeHtml(stop.text)}</a></p>\n` : ''}${footerLines
    .slice(1)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n')}
</footer>
</body>
</html>
`;
  return { subject, text, html };
}
