/** Tells browser tests a page has drawn: <body data-ready="true"> after two animation frames. */
export function markReadyAfterFrames(frames = 2): void {
  const tick = (n: number) => {
    if (n <= 0) document.body.dataset.ready = 'true';
    else requestAnimationFrame(() => tick(n - 1));
  };
  document.body.dataset.ready = 'false';
  tick(frames);
}
