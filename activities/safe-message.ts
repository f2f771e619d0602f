/** Messages reach users: dataset files are named relative to the dataset, nothing else of the worker's disk shows. */
export function withoutLocalPaths(message: string, roots: string[]): string {
  let out = message;
  for (const root of [...roots].sort((a, b) => b.length - a.length)) out = out.split(`${root}/`).join('').split(root).join('…');
  return out.replace(/\/(?:tmp|var|home|work|root)\/\S*/g, '…');
}
