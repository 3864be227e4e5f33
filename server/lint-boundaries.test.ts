// Issue 14 item 1, proof "Lint fails on a cross-module import of another module's tables": the ESLint config's
// boundaries rule, run through ESLint's Node API on snippets that pretend to live in a module.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('module boundaries (eslint-plugin-boundaries)', () => {
  it("refuses a module importing another module's tables or internals", async () => {
    for (const source of ['../accounts/tables.ts', '../accounts/tables', '../accounts/member/tables', '../accounts/member/repo']) {
      const errors = await boundaryErrors('server/modules/games/x.ts', `import { members } from '${source}';\nexport const m = members;\n`);
      expect(errors, source).toHaveLength(1);
      expect(errors[0]).toMatch(/public entry/);
    }
  });

  it('lets the same import through the public entry, and a module its own files', async () => {
    expect(await boundaryErrors('server/modules/games/x.ts', "import { getMemberById } from '../accounts';\nexport const m = getMemberById;\n")).toEqual([]);
    expect(await boundaryErrors('server/modules/games/x.ts', "import { getMemberById } from '../accounts/index.ts';\nexport const m = getMemberById;\n")).toEqual([]);
    expect(await boundaryErrors('server/modules/games/x.ts', "import { games } from './tables';\nexport const m = games;\n")).toEqual([]);
  });

  it('refuses server/lib importing any module, and a runtime feature the internals of another', async () => {
    expect(await boundaryErrors('server/lib/x.ts', "import { getMemberById } from '../modules/accounts';\nexport const m = getMemberById;\n")).toHaveLength(1);
    expect(await boundaryErrors('runtime/features/home/x.ts', "import { formatMoney } from '../account/components/money';\nexport const m = formatMoney;\n")).toHaveLength(1);
    expect(await boundaryErrors('runtime/features/home/x.ts', "import { formatMoney } from '../account';\nexport const m = formatMoney;\n")).toEqual([]);
  });
});
