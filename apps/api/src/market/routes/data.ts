// "Your data" (decision 035): one's own as a file (JSON), and such a file imported into one's own
// account (limited as publishing is: it publishes requests again).
import { routes } from '@cg/domain/api';
import { actorOf, userIdOf } from '#src/market/actor';
import { implement, type Kit, type Registration } from '#src/market/serve';

export function dataRoutes(kit: Kit): Registration[] {
  const { m, addressOf, limiter } = kit;
  return implement(routes.data, kit.shapes.data, {
    exportMine: {
      async handle(c) {
        const data = await m.data.exportMine(actorOf(c));
        c.header('Content-Disposition', `attachment; filename="conexion-global-mis-datos.json"`);
        return data;
      },
    },
    importMine: {
      limit: (c) => limiter.limited(c, `publish:${userIdOf(c) ?? addressOf(c)}`, limiter.limits.publishPerUser),
      handle: (c, { text }) => m.data.importMine(actorOf(c), text),
    },
  });
}
