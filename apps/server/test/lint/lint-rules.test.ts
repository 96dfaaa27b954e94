import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, run on made-up files: each rule must catch a
// deliberate violation and let the allowed counterpart through. Nothing is written to disk;
// lintText only borrows the path, so the rules judge it by where it claims to live.
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: REPO_ROOT });
});

/** The problems one rule finds in `code` as if it were the file at `filePath`. */
async function problems(filePath: string, code: string, ruleId: string) {
  const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}${filePath}` });
  return result!.messages
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}

const boundaries = (filePath: string, code: string) =>
  problems(filePath, code, 'import-x/no-restricted-paths');

describe('web import boundaries', () => {
  it('keeps a feature from importing another feature, by alias or by relative path', async () => {
    const byAlias = await boundaries(
      'apps/web/src/features/cart/x.ts',
      "import { listingPath } from '@/features/catalog/lib/filters';\nexport const p = listingPath;\n",
    );
    expect(byAlias).toEqual([expect.stringContaining('Features never import each other')]);

    const byRelativePath = await boundaries(
      'apps/web/src/features/cart/lib/x.ts',
      "import { listingPath } from '../../catalog/lib/filters';\nexport const p = listingPath;\n",
    );
    expect(byRelativePath).toEqual([expect.stringContaining('Features never import each other')]);
  });

  it('lets a feature import its own files, components/ and lib/', async () => {
    const own = await boundaries(
      'apps/web/src/features/cart/lib/x.ts',
      [
        "import { cartTotal } from './cart-totals';",
        "import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';",
        "import { Button } from '@/components/ui/button';",
        "import { formatRupees } from '@/lib/money';",
        'export const all = [cartTotal, useAddToCart, Button, formatRupees];',
      ].join('\n'),
    );
    expect(own).toEqual([]);
  });

  it('keeps components/ and lib/ from importing features or app/', async () => {
    const component = await boundaries(
      'apps/web/src/components/ui/x.tsx',
      "import { cartTotal } from '@/features/cart/lib/cart-totals';\nexport const t = cartTotal;\n",
    );
    expect(component).toEqual([expect.stringContaining('depend on none of them')]);

    const lib = await boundaries(
      'apps/web/src/lib/x.ts',
      "import { lazyNamed } from '../app/lazy-named';\nexport const l = lazyNamed;\n",
    );
    expect(lib).toEqual([expect.stringContaining('depend on none of them')]);
  });

  it('keeps features from reaching back into app/', async () => {
    const found = await boundaries(
      'apps/web/src/features/cart/x.ts',
      "import { lazyNamed } from '@/app/lazy-named';\nexport const l = lazyNamed;\n",
    );
    expect(found).toEqual([expect.stringContaining('a feature never reaches back into it')]);
  });

  it('lets only tests use the helpers in test/', async () => {
    const code =
      "import { renderWithProviders } from '@/test/render';\nexport const r = renderWithProviders;\n";
    expect(await boundaries('apps/web/src/features/cart/lib/x.ts', code)).toEqual([
      expect.stringContaining('test/ holds helpers for tests'),
    ]);
    expect(await boundaries('apps/web/src/main.tsx', code)).toEqual([
      expect.stringContaining('test/ holds helpers for tests'),
    ]);
    expect(await boundaries('apps/web/src/features/cart/lib/x.test.ts', code)).toEqual([]);
  });
});

describe('server import boundaries', () => {
  it('keeps plugins/, lib/ and db/ from importing modules/ (".js" naming the ".ts" file)', async () => {
    const code =
      "import { registerUser } from '../modules/auth/service.js';\nexport const r = registerUser;\n";
    for (const filePath of ['apps/server/src/plugins/x.ts', 'apps/server/src/lib/x.ts']) {
      expect(await boundaries(filePath, code)).toEqual([
        expect.stringContaining('never import them'),
      ]);
    }
    expect(await boundaries('apps/server/src/app.ts', code)).toEqual([]);
  });
});

describe('import cycles', () => {
  it('reports a module that imports, through others, back to itself', async () => {
    // The contract's index re-exports constants.ts, so constants importing the index closes a loop.
    const found = await problems(
      'packages/contract/src/constants.ts',
      "import { MESSAGES } from './index.js';\nexport const m = MESSAGES;\n",
      'import-x/no-cycle',
    );
    expect(found).toEqual([expect.stringContaining('Dependency cycle')]);
  });
});

describe('file and folder names', () => {
  it('wants kebab-case names, with .test, .d and .config suffixes allowed', async () => {
    const code = 'export const x = 1;\n';
    const naming = 'check-file/filename-naming-convention';
    expect(await problems('apps/web/src/components/ui/FancyButton.tsx', code, naming)).toEqual([
      expect.stringContaining('FancyButton.tsx'),
    ]);
    expect(await problems('apps/server/src/lib/user_accounts.ts', code, naming)).toHaveLength(1);
    expect(
      await problems('apps/web/src/components/ui/fancy-button.test.tsx', code, naming),
    ).toEqual([]);
    expect(await problems('apps/web/src/vite-env.d.ts', code, naming)).toEqual([]);

    const folders = 'check-file/folder-naming-convention';
    expect(await problems('apps/web/src/features/shoppingCart/x.ts', code, folders)).toEqual([
      expect.stringContaining('shoppingCart'),
    ]);
  });
});
