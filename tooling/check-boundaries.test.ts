import { describe, expect, it } from 'vitest';
import { checkSource, importsOf } from '../scripts/check-boundaries.mjs';

describe('boundary check', () => {
  it('refuses React in the domain', () => {
    expect(checkSource('domain', 'packages/domain/src/x.ts', "import { useState } from 'react';")).toHaveLength(1);
  });

  it('refuses another workspace package in the domain', () => {
    expect(checkSource('domain', 'packages/domain/src/x.ts', "import { Button } from '@cg/ui';")).toHaveLength(1);
  });

  it('refuses a relative import that leaves the package', () => {
    expect(checkSource('mocks', 'mocks/src/x.ts', "import { a } from '../../packages/domain/src/a';")).toHaveLength(1);
  });

  it('allows ui to import domain types only', () => {
    expect(checkSource('ui', 'packages/ui/src/A/A.tsx', "import type { Currency } from '@cg/domain';")).toEqual([]);
    expect(
      checkSource('ui', 'packages/ui/src/A/A.tsx', "import { type Currency, type Status } from '@cg/domain';"),
    ).toEqual([]);
    expect(checkSource('ui', 'packages/ui/src/A/A.tsx', "import { currencies } from '@cg/domain';")).toHaveLength(1);
    expect(
      checkSource('ui', 'packages/ui/src/A/A.tsx', "import { type Currency, currencies } from '@cg/domain';"),
    ).toHaveLength(1);
  });

  it('refuses dynamic and side-effect imports across the boundary', () => {
    expect(checkSource('ui', 'packages/ui/src/A/A.tsx', "const m = await import('@cg/domain');")).toHaveLength(1);
    expect(checkSource('domain', 'packages/domain/src/x.ts', "import 'react';")).toHaveLength(1);
  });

  it('lets ui stories use the mocks, but not components', () => {
    expect(checkSource('ui', 'packages/ui/src/A/A.stories.tsx', "import { payment } from '@cg/mocks';")).toEqual([]);
    expect(checkSource('ui', 'packages/ui/src/A/A.tsx', "import { payment } from '@cg/mocks';")).toHaveLength(1);
  });

  it('lets the site import ui and the domain', () => {
    const source = "import { Button } from '@cg/ui';\nimport { publishRequest } from '@cg/domain';";
    expect(checkSource('site', 'apps/site/app/root.tsx', source)).toEqual([]);
    expect(importsOf(source)).toHaveLength(2);
  });

  it('lets shipped code import the simulator only where it is the simulator (decision 037)', () => {
    const mocks = "import { handlers } from '@cg/mocks';";
    const config = "import { mockCardSdkUrl } from '@cg/mocks/config';";
    const msw = "import { getResponse } from 'msw';";
    // The site: the static demo's worker, stories and tests; no other module.
    expect(checkSource('site', 'apps/site/app/root.tsx', mocks)).toHaveLength(1);
    expect(checkSource('site', 'apps/site/app/lib/card.client.ts', config)).toHaveLength(1);
    expect(checkSource('site', 'apps/site/app/lib/x.ts', msw)).toHaveLength(1);
    expect(checkSource('site', 'apps/site/app/lib/providers.client.ts', "await import('@cg/mocks/browser');")).toEqual(
      [],
    );
    expect(checkSource('site', 'apps/site/app/components/A.stories.tsx', "import { a } from '@cg/mocks/api';")).toEqual(
      [],
    );
    // The API: its tests and its testing helpers (the sandbox in-process); never its server.
    expect(checkSource('api', 'apps/api/src/market/compose.ts', mocks)).toHaveLength(1);
    expect(checkSource('api', 'apps/api/src/market/compose.ts', msw)).toHaveLength(1);
    expect(
      checkSource('api', 'apps/api/src/market/sandbox-proxy.ts', "import type { A } from '@cg/mocks';"),
    ).toHaveLength(1);
    expect(checkSource('api', 'apps/api/src/testing/sandbox.ts', mocks)).toEqual([]);
    expect(checkSource('api', 'apps/api/src/testing/sandbox.ts', msw)).toHaveLength(1);
    expect(checkSource('api', 'apps/api/src/market/coupons.test.ts', mocks)).toEqual([]);
  });

  it('keeps the core pointing one way: rules ← services ← adapters (decision 037)', () => {
    const rule = 'packages/domain/src/rules/wallet.ts';
    const service = 'packages/domain/src/services/payments.ts';
    expect(checkSource('domain', rule, "import type { Clock } from '#src/ports/runtime';")).toEqual([]);
    expect(checkSource('domain', rule, "import { DomainError } from '#src/errors';")).toEqual([]);
    expect(checkSource('domain', rule, "import { pay } from '#src/services/payments';")).toHaveLength(1);
    expect(checkSource('domain', rule, "import { a } from '#src/adapters/browser/data';")).toHaveLength(1);
    expect(
      checkSource('domain', 'packages/domain/src/schemas/user.ts', "import { s } from '#src/storage/store';"),
    ).toHaveLength(1);
    expect(
      checkSource('domain', 'packages/domain/src/ports/images.ts', "import { m } from '#src/marketplace';"),
    ).toHaveLength(1);
    expect(checkSource('domain', service, "import { acceptImage } from '#src/rules/images';")).toEqual([]);
    expect(checkSource('domain', service, "import type { ImageStore } from '#src/ports/images';")).toEqual([]);
    expect(checkSource('domain', service, "import { other } from '#src/services/context';")).toEqual([]);
    for (const adapter of [
      '#src/adapters/http/http-marketplace',
      '#src/storage/store',
      '#src/images/image-store',
      '#src/runtime/adapters',
      '#src/providers/payment/client',
      '#src/testing/fakes',
      '#src/marketplace',
    ]) {
      expect(checkSource('domain', service, `import { x } from '${adapter}';`), adapter).toHaveLength(1);
    }
    // A rule's or a use case's test may compose the adapters.
    expect(
      checkSource(
        'domain',
        'packages/domain/src/rules/lifecycle.property.test.ts',
        "import { a } from '#src/runtime/adapters';",
      ),
    ).toEqual([]);
  });

  it('keeps the packages split from the domain pointing at the core, the test kit in tests (decision 037)', () => {
    const check = checkSource;
    // The provider clients, the browser backend and the test kit import the core, by its paths…
    expect(
      check(
        'providers',
        'packages/providers/src/x.ts',
        "import type { PaymentGateway } from '@cg/domain/ports/payment';",
      ),
    ).toEqual([]);
    expect(
      check('testkit', 'packages/testkit/src/x.ts', "import { fixedClock } from '@cg/domain/runtime/adapters';"),
    ).toEqual([]);
    // …never one another: the test kit is every engine's, the providers are nobody's backend.
    expect(check('providers', 'packages/providers/src/x.ts', "import { a } from '@cg/browser';")).toHaveLength(1);
    expect(
      check(
        'testkit',
        'packages/testkit/src/contract-suite/x.ts',
        "import { createBrowserMarketplace } from '@cg/browser';",
      ),
    ).toHaveLength(1);
    expect(check('browser', 'packages/browser/src/x.ts', "import { useState } from 'react';")).toHaveLength(1);
    // The browser backend's tests and its backend in memory run the contract suite; its code does not.
    expect(check('browser', 'packages/browser/src/session.ts', "import { pngBlob } from '@cg/testkit';")).toHaveLength(
      1,
    );
    expect(
      check('browser', 'packages/browser/src/testing/scenario.ts', "import { helpers } from '@cg/testkit';"),
    ).toEqual([]);
    expect(check('browser', 'packages/browser/src/data.test.ts', "import { pngBlob } from '@cg/testkit';")).toEqual([]);
    // The core's tests cannot reach the packages built on it (a test that drives them lives there).
    expect(
      check('domain', 'packages/domain/src/rules/x.test.ts', "import { createMemoryDeps } from '@cg/browser/testing';"),
    ).toHaveLength(1);
    // Everyone else: the core at its entries, the test kit in tests, the browser backend never on a server.
    const site = 'apps/site/app/lib/x.ts';
    expect(check('site', site, "import { createHttpMarketplace } from '@cg/domain/http';")).toEqual([]);
    expect(check('site', site, "import { formatMoney } from '@cg/domain/money';")).toHaveLength(1);
    expect(check('site', site, "import { createMarketplaceOver } from '@cg/domain/server';")).toHaveLength(1);
    expect(check('db', 'packages/db/src/x.ts', "import type { Repositories } from '@cg/domain/server';")).toEqual([]);
    expect(check('api', 'apps/api/src/x.ts', "import { issueCoupons } from '@cg/domain/server';")).toEqual([]);
    expect(check('site', site, "import { createBrowserMarketplace } from '@cg/browser';")).toEqual([]);
    expect(check('site', site, "import { pngBlob } from '@cg/testkit';")).toHaveLength(1);
    expect(check('site', 'apps/site/app/lib/forms.test.ts', "import { pngBlob } from '@cg/testkit';")).toEqual([]);
    const compose = 'apps/api/src/market/compose.ts';
    expect(check('api', compose, "import { PaymentProviderClient } from '@cg/providers';")).toEqual([]);
    expect(check('api', compose, "import { createBrowserMarketplace } from '@cg/browser';")).toHaveLength(1);
    expect(check('api', compose, "import { createTestPorts } from '@cg/testkit';")).toHaveLength(1);
    expect(
      check('api', 'apps/api/src/testing/http-engine.ts', "import { createTestPorts } from '@cg/testkit';"),
    ).toEqual([]);
    expect(
      check('db', 'packages/db/src/repositories.ts', "import { runContractSuite } from '@cg/testkit';"),
    ).toHaveLength(1);
    expect(check('db', 'packages/db/src/testing/engine.ts', "import { createTestPorts } from '@cg/testkit';")).toEqual(
      [],
    );
    expect(check('db', 'packages/db/src/x.ts', "import type { User } from '@cg/domain/schemas/user';")).toHaveLength(1);
    expect(check('db', 'packages/db/src/x.ts', "import { createWebStorage } from '@cg/browser';")).toHaveLength(1);
    expect(check('ui', 'packages/ui/src/A/A.tsx', "import type { CardDetails } from '@cg/providers';")).toHaveLength(1);
    expect(check('mocks', 'mocks/src/config.ts', "import { providerPaths } from '@cg/providers';")).toEqual([]);
    expect(check('mocks', 'mocks/src/config.ts', "import { createTestPorts } from '@cg/testkit';")).toHaveLength(1);
  });

  it('keeps the site off the API server and SQL storage: it reaches them through the route definitions', () => {
    expect(checkSource('site', 'apps/site/app/lib/x.ts', "import { routes } from '@cg/domain/api';")).toEqual([]);
    expect(checkSource('site', 'apps/site/app/lib/x.ts', "import { createApi } from '@cg/api';")).toHaveLength(1);
    expect(checkSource('site', 'apps/site/app/lib/x.ts', "import type { Db } from '@cg/db';")).toHaveLength(1);
  });

  it("keeps the domain's route definitions free of implementations, and their routes free of zod", () => {
    const api = 'packages/domain/src/api/orders.ts';
    expect(checkSource('domain', api, "import type { OrderView } from '#src/projections';")).toEqual([]);
    expect(checkSource('domain', api, "import { requestService } from '#src/services/requests';")).toHaveLength(1);
    expect(
      checkSource('domain', api, "import { createHttpMarketplace } from '#src/adapters/http/http-marketplace';"),
    ).toHaveLength(1);
    expect(checkSource('domain', 'packages/domain/src/api/shape.ts', "import { z } from 'zod';")).toEqual([]);
    expect(checkSource('domain', 'packages/domain/src/api/route.ts', "import { z } from 'zod';")).toHaveLength(1);
    expect(checkSource('domain', 'packages/domain/src/services/x.ts', "import { z } from 'zod';")).toEqual([]);
  });

  it('lets the API server import the domain, and never ui, the site, React or Remix', () => {
    expect(checkSource('api', 'apps/api/src/app.ts', "import { isDomainError } from '@cg/domain';")).toEqual([]);
    expect(checkSource('api', 'apps/api/src/app.ts', "import { Hono } from 'hono';")).toEqual([]);
    for (const specifier of [
      '@cg/ui',
      '@cg/site',
      'react',
      'react-dom/server',
      '@remix-run/node',
      'react-aria-components',
    ]) {
      expect(checkSource('api', 'apps/api/src/app.ts', `import x from '${specifier}';`), specifier).toHaveLength(1);
    }
    expect(checkSource('api', 'apps/api/src/app.ts', "import type { Props } from '@cg/ui';")).toHaveLength(1);
  });
});
