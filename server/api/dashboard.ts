import { isFeatureAvailable } from "../domain/features";
import type { OrganizationNode } from "../domain/organization-tree";
import { businessToday } from "../domain/recurrence";
import { dashboard } from "../services/dashboard";
import { circleOf } from "./circle";
import { dashboardApi as contract } from "./contracts/dashboard";
import { createRouter, guarded, respond } from "./router";

const idsOf = (node: OrganizationNode): number[] => [
  node.id,
  ...[...node.subsidiaries, ...node.departments].flatMap(idsOf),
];

export const dashboardRoutes = createRouter().openapi(guarded(contract.get), async (c) => {
  const { id, accessibility } = c.var.organization;
  const [circle, tree] = await Promise.all([circleOf(c), c.var.deps.caches.directory.subtree(id, accessibility)]);
  const units = [...(tree?.subsidiaries ?? []), ...(tree?.departments ?? [])].map((node) => ({
    id: node.id,
    name: node.name,
    below: idsOf(node),
  }));
  const scope = {
    organizationId: id,
    below: circle.below,
    visible: circle.visible,
    units,
    available: (feature: Parameters<typeof isFeatureAvailable>[0]) => isFeatureAvailable(feature, accessibility),
    unitsShown: c.req.valid("query").units,
  };
  return c.json(respond(contract.get, await dashboard(c.var.deps.db, scope, businessToday())), 200);
});
