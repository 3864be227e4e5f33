// Templates in generator/templates/: plain files are copied as-is, `*.hbs` are rendered with
// Handlebars and lose the suffix (the create-vite / style-dictionary convention).
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';

export const templatesDir = new URL('../templates/', import.meta.url).pathname;

const hbs = Handlebars.create();
// JSON inside HTML attributes/scripts and hreflang lists need these; kept tiny on purpose.
hbs.registerHelper('json', (value: unknown) => new Handlebars.SafeString(JSON.stringify(value)));
hbs.registerHelper('eq', (a: unknown, b: unknown) => a === b);

const cache = new Map<string, Handlebars.TemplateDelegate>();

export function renderTemplate(file: string, data: object): string {
  let template = cache.get(file);
  if (!template) {
    template = hbs.compile(readFileSync(file, 'utf8'), { strict: true });
    cache.set(file, template);
  }
  return template(data);
}

/** Copies/renders every file of `srcDir` into `destDir`; returns the written file names. */
export function applyTemplateDir(srcDir: string, destDir: string, data: object): string[] {
  mkdirSync(destDir, { recursive: true });
  const written: string[] = [];
  for (const entry of readdirSync(srcDir, { withFileTypes: true })) {
    const src = join(srcDir, entry.name);
    if (entry.isDirectory()) {
      written.push(...applyTemplateDir(src, join(destDir, entry.name), data).map((f) => `${entry.name}/${f}`));
    } else if (entry.name.endsWith('.hbs')) {
      const name = entry.name.slice(0, -'.hbs'.length);
      writeFileSync(join(destDir, name), renderTemplate(src, data));
      written.push(name);
    } else {
      copyFileSync(src, join(destDir, entry.name));
      written.push(entry.name);
    }
  }
  return written;
}
