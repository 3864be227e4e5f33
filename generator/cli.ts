// The operator CLI (issue 2 item 5): `npm run brand -- <command>`. COMMANDS drives both the
// parser and the help text; every prompt has a flag so CI never waits for input.
import { Command, Option } from 'commander';
import { ManifestError } from '../schema/validate-tenant';
import { buildCommand } from './commands/build';
import { listCommand } from './commands/list';
import { QUESTIONS, newTenant } from './commands/new-tenant';
import { previewCommand } from './commands/preview';
import { validateCommand } from './commands/validate';
import { CliError } from './lib/cli-error';
import { resolvePaths, type CliPaths } from './lib/paths';

interface CommandSpec {
  name: string;
  args: string;
  summary: string;
  options: [flags: string, description: string][];
  run(args: (string | undefined)[], opts: Record<string, unknown>, paths: CliPaths): Promise<void> | void;
}

const COMMANDS: CommandSpec[] = [
  {
    name: 'new',
    args: '<id>',
    summary: 'create tenants/<id>/ (tenant.json, logo, favicon); asks questions unless --yes',
    options: [
      ...QUESTIONS.map((q): [string, string] => [q.flag, q.prompt]),
      ['-y, --yes', 'do not ask: take answers from flags, defaults for the rest'],
      ['--force', 'overwrite an existing tenant'],
    ],
    run: ([id], opts, paths) => newTenant(id!, opts, paths.tenantsDir),
  },
  {
    name: 'validate',
    args: '[target]',
    summary: 'check manifests against the schema (target: tenant id or path to a tenant.json)',
    options: [['--all', 'validate every tenant']],
    run: ([target], opts, paths) => validateCommand(target, opts, paths.tenantsDir),
  },
  {
    name: 'build',
    args: '[id]',
    summary: 'build dist/<id>/ (prerendered pages), dist/<id>.tar.gz and build-manifest.json',
    options: [
      ['--all', 'build every tenant'],
      ['--force-runtime', 'rebuild the shared runtime even when its inputs are unchanged'],
    ],
    run: ([id], opts, paths) => buildCommand(id, opts, paths),
  },
  {
    name: 'list',
    args: '',
    summary: 'table of tenants: id, brand, merchant code, languages, theme, domains',
    options: [],
    run: (_args, _opts, paths) => listCommand(paths.tenantsDir),
  },
  {
    name: 'preview',
    args: '<id>',
    summary: 'serve dist/<id>/ statically with SPA fallback',
    options: [
      ['-p, --port <port>', 'port (default 4173)'],
      ['--host <host>', 'interface (default 127.0.0.1)'],
      ['--api <origin>', 'proxy /wps and /lgw to this platform server, e.g. http://127.0.0.1:3000'],
    ],
    run: async ([id], opts, paths) => void (await previewCommand(id!, opts, paths)),
  },
];

function report(err: unknown): number {
  if (err instanceof CliError) {
    console.error(err.message);
    return err.exitCode;
  }
  if (err instanceof ManifestError) {
    console.error(err.message);
    return 1;
  }
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  return 1;
}

export function createProgram(): Command {
  const program = new Command('brand')
    .description('White-label brand operator CLI: create, validate, build and preview tenants.')
    .option('--tenants-dir <dir>', 'tenant folders (default: tenants/)')
    .option('--out-dir <dir>', 'build output (default: dist/)')
    .showHelpAfterError()
    .exitOverride();
  for (const spec of COMMANDS) {
    const cmd = program.command(`${spec.name} ${spec.args}`.trim()).description(spec.summary);
    for (const [flags, description] of spec.options) cmd.addOption(new Option(flags, description));
    cmd.action(async (...received: unknown[]) => {
      const command = received.at(-1) as Command;
      const args = command.args.slice(0, command.registeredArguments.length) as (string | undefined)[];
      const all = command.optsWithGlobals() as Record<string, unknown>;
      await spec.run(args, all, resolvePaths(all as { tenantsDir?: string; outDir?: string }));
    });
  }
  return program;
}

try {
  await createProgram().parseAsync(process.argv);
} catch (err) {
  // commander's own exits (help, version, usage errors) carry their exit code.
  const code = (err as { code?: string; exitCode?: number }).code?.startsWith('commander.')
    ? ((err as { exitCode: number }).exitCode ?? 1)
    : report(err);
  process.exitCode = code;
}
