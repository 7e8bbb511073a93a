import { describe, expect, it } from 'vitest';
import { consentText } from './consent-text.js';

describe('consentText', () => {
  it('renders the Markdown and versions it by a hash of the text unless a version is given', () => {
    const c = consentText('# Study\n\nYou may stop at **any** time.\n\n- paid per game\n', null);
    expect(c.html).toContain('<h1>Study</h1>');
    expect(c.html).toContain('<strong>any</strong>');
    expect(c.html).toContain('<li>paid per game</li>');
    expect(c.version).toMatch(/^sha256:[0-9a-f]{12}$/);
    expect(consentText('# Study\n\nYou may stop at **any** time.\n\n- paid per game\n', null).version).toBe(c.version);
    expect(consentText('# Study, edited', null).version).not.toBe(c.version);
    expect(consentText('# Study', 'IRB-2026-114 v3').version).toBe('IRB-2026-114 v3');
  });

  it('shows raw HTML as text, never as markup', () => {
    const c = consentText('Hello <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>', null);
    expect(c.html).not.toMatch(/<script|<img/);
    expect(c.html).toContain('&#60;script&#62;');
  });
});
