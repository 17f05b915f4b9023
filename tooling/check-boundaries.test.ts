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

  it('lets the site import every package', () => {
    const source =
      "import { Button } from '@cg/ui';\nimport { publishRequest } from '@cg/domain';\nimport { handlers } from '@cg/mocks';";
    expect(checkSource('site', 'apps/site/app/root.tsx', source)).toEqual([]);
    expect(importsOf(source)).toHaveLength(3);
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
