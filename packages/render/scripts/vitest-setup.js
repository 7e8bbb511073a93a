// vitest global setup: the headless tests inject the bundled render page, so bundle it from the sources.
export async function setup() {
  await import('./bundle-page.js');
}
