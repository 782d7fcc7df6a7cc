import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { machinesApi } from "../../../../server/api/contracts/machines";
import type { ApiClient } from "~/api/client.server";
import { departmentOptions } from "~/lib/department-options.server";
import { optionalDate, optionalId, optionalText, requiredText, version } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";

/**
 * The machine form, for the new and the edit screen; its value is the API's body. An end of use before
 * the inception is the API's to refuse: its answer lands on the field.
 */
export const machineSchema = z.object({
  name: requiredText(200),
  type: optionalText(100),
  manufacturer: optionalText(200),
  model: optionalText(200),
  serialNumber: optionalText(100),
  departmentId: optionalId(),
  location: optionalText(200),
  inceptionDate: optionalDate("planned"),
  endOfUseDate: optionalDate("term"),
});

export const machineUpdateSchema = machineSchema.extend({ lastModifiedDate: version });

/** What the form offers: the organization and its departments, the machine's own among them. */
export async function machineFormOptions(api: ApiClient, organizationId: number, departmentId?: number | null) {
  return { departments: await departmentOptions(api, organizationId, departmentId ?? undefined) };
}

/** Registers the machine (no id) or saves it, then shows it, where its files are added. */
export function saveMachine(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  id?: number,
) {
  if (id === undefined) {
    return submitForm(request, context, {
      schema: machineSchema,
      message: "machines.created",
      send: async (body) => {
        const machine = await api.call(machinesApi.create, { params: { org: organizationId }, body });
        return `/monitoring/machines/${machine.id}`;
      },
    });
  }
  return submitForm(request, context, {
    schema: machineUpdateSchema,
    message: "machines.saved",
    send: async (body) => {
      await api.call(machinesApi.update, { params: { org: organizationId, id }, body });
      return `/monitoring/machines/${id}`;
    },
  });
}
