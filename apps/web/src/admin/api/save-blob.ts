/** Hands a downloaded file to the browser's own download, under the name the server gave it. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(a);
  a.click();
  a.remove();
  // The download has begun by then; the object URL would otherwise live as long as the page.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
