// Brand assets live at /brand/<basename> in every artifact (the generator copies them; `vike dev`
// serves tenants/$TENANT/ there). Absolute https URLs in the manifest are used as they are.
export function brandAsset(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const name = path.split('/').pop() ?? path;
  return `/brand/${encodeURIComponent(name)}`;
}
