import { describe, expect, it } from 'vitest';
import { violation } from './boundaries.js';

const web = (file: string) => `packages/web/src/${file}`;
const server = (file: string) => `packages/server/src/modules/${file}`;

describe('the boundary rules', () => {
  it('refuse a web feature importing another feature, and shared importing a feature or the app', () => {
    expect(violation(web('features/users/components/a.tsx'), web('features/wallets/api/b'))).toMatch(/never import each other/);
    expect(violation(web('shared/ui/a.tsx'), web('features/users/api/b'))).toMatch(/shared/);
    expect(violation(web('shared/ui/a.tsx'), web('app/router'))).toMatch(/shared/);
    expect(violation(web('features/users/a.tsx'), web('app/router'))).toMatch(/app/);
  });

  it('let a feature import itself and shared', () => {
    expect(violation(web('features/users/components/a.tsx'), web('features/users/api/b'))).toBeNull();
    expect(violation(web('features/users/components/a.tsx'), web('shared/ui/form'))).toBeNull();
    expect(violation(web('app/router.tsx'), web('features/users/index'))).toBeNull();
  });

  it("refuse a server module reaching past another module's public face", () => {
    expect(violation(server('wallets/withdrawals.service.ts'), server('users/users.repository.ts'))).toMatch(
      /public face only: users's is user-directory/,
    );
    expect(violation(server('wallets/withdrawals.service.ts'), server('users/users.service.ts'))).toMatch(/public face only/);
    expect(violation(server('wallets/withdrawals.service.ts'), server('ledger/ledger.check.ts'))).toMatch(/public face only/);
    expect(violation(server('orders/use-cases/a.ts'), server('requisites/payment-catalogue.service.ts'))).toMatch(
      /requisites's is index.ts/,
    );
    expect(violation(server('orders/a.ts'), server('languages/languages.routes.ts'))).toMatch(/offers nothing/);
    expect(violation(server('wallets/withdrawals.repository.ts'), server('users/user-directory.service.ts'))).toMatch(/repository/);
  });

  it("let a module use its own files and another module's public face", () => {
    expect(violation(server('wallets/withdrawals.service.ts'), server('wallets/withdrawals.repository.ts'))).toBeNull();
    expect(violation(server('wallets/withdrawals.service.ts'), server('users/user-directory.service.ts'))).toBeNull();
    expect(violation(server('orders/use-cases/a.ts'), server('requisites/index.ts'))).toBeNull();
  });

  it('refuse the contract importing the server or the web app', () => {
    expect(violation('packages/contract/src/api.ts', 'packages/server/src/app.ts')).toMatch(/ground floor/);
    expect(violation('packages/contract/src/api.ts', 'packages/contract/src/common/route.ts')).toBeNull();
  });
});

describe('npm run lint', () => {
  it('reports a boundary crossing with the project configuration', async () => {
    const { ESLint } = await import('eslint');
    const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
    const [result] = await eslint.lintText("import { x } from '../../wallets/api/y';\nexport const z = x;\n", {
      filePath: 'packages/web/src/features/users/api/probe.ts',
    });
    expect(result!.messages.map((message) => message.ruleId)).toContain('boundaries/imports');
  });
});
