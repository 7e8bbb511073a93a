/**
 * The consent text (issue 47): the researcher's Markdown file (CONSENT_FILE), rendered once at
 * start-up. Its version is CONSENT_VERSION when set, else a hash of the text, so an edited text is
 * a new version that every worker agrees to again. Raw HTML in the file is shown as text: the page
 * shows the text, never runs or styles it.
 */
import { createHash } from 'node:crypto';
import { Marked } from 'marked';

export interface ConsentText {
  readonly version: string;
  readonly markdown: string;
  readonly html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const markdown = new Marked({ gfm: true, async: false, renderer: { html: ({ text }) => escapeHtml(text) } });

export function consentText(text: string, version: string | null): ConsentText {
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
  return { version: version ?? `sha256:${hash}`, markdown: text, html: markdown.parse(text, { async: false }) };
}
