import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { agreementsApi } from "../../../../server/api/contracts/control-book";
import { machinesApi } from "../../../../server/api/contracts/machines";
import { organizationLegislationsApi } from "../../../../server/api/contracts/organization-legislations";
import { stakeholdersApi } from "../../../../server/api/contracts/stakeholders";
import { AGREEMENT_TYPES } from "../../../../server/domain/control-book";
import { RECURRENCE_PERIODS } from "../../../../server/domain/recurrence";
import type { ApiClient } from "~/api/client.server";
import { agreementPath } from "~/components/control-book/paths";
import { idList, optionalDate, optionalId, optionalText, requiredDate, requiredText, version } from "~/lib/form-schema";
import { localized } from "~/lib/legislation-text";
import { memberOptions } from "~/lib/member-options.server";
import { submitForm } from "~/lib/route.server";

const fields = {
  name: requiredText(200),
  description: optionalText(5000),
  type: z.enum(AGREEMENT_TYPES, "validation.required"),
  responsibleMemberId: optionalId(),
  stakeholderId: optionalId(),
  startsAt: requiredDate("planned"),
  endsAt: optionalDate("term"),
  frequency: z.enum(RECURRENCE_PERIODS, "validation.required"),
  bindingObligationId: optionalId(),
  machineIds: idList(200),
};

const endsAfterStart = (value: { startsAt: string; endsAt: string | null }, context: z.RefinementCtx) => {
  if (value.endsAt !== null && value.endsAt < value.startsAt) {
    context.addIssue({ code: "custom", path: ["endsAt"], message: "validation.server.ends_before_start" });
  }
};

export const agreementSchema = z.object(fields).superRefine(endsAfterStart);
export const agreementUpdateSchema = z.object({ ...fields, lastModifiedDate: version }).superRefine(endsAfterStart);

type Choice = { id: number; name: string };

/** A filter offers the machines as a list up to this many; past it, a machine is chosen from its own page. */
const MACHINE_FILTER_CHOICES = 50;

/**
 * The control book's machine filter: the machines in use when there are few enough to list, and the one
 * chosen (from its page's logbook, when there are many).
 */
export async function machineFilterChoices(api: ApiClient, organizationId: number, chosen: number | undefined) {
  const org = { org: organizationId };
  const [inUse, picked] = await Promise.all([
    api.call(machinesApi.list, {
      params: org,
      query: { size: MACHINE_FILTER_CHOICES + 1, sort: [{ field: "name", direction: "asc" }] },
    }),
    chosen ? api.call(machinesApi.get, { params: { ...org, id: chosen } }).catch(() => null) : null,
  ]);
  const listed = inUse.totalElements <= MACHINE_FILTER_CHOICES;
  return {
    options: listed ? inUse.content.map(({ id, name }) => ({ id, name })) : null,
    chosen: picked ? { id: picked.id, name: picked.name } : null,
  };
}

/** The machines an agreement may cover: those in use, and any retired one it already covers (kept on a save). */
export async function machineOptions(api: ApiClient, organizationId: number, covered: Choice[] = []) {
  const inUse = await api.call(machinesApi.list, {
    params: { org: organizationId },
    query: { size: 200, sort: [{ field: "name", direction: "asc" }] },
  });
  const offered = inUse.content.map(({ id, name }) => ({ id, name }));
  return [...offered, ...covered.filter((machine) => !offered.some((choice) => choice.id === machine.id))];
}

/**
 * What the form offers: members, the catalogue's stakeholders, the binding obligations (in the reader's
 * language) and the machines.
 */
export async function agreementFormOptions(
  api: ApiClient,
  organizationId: number,
  language: string,
  covered: Choice[] = [],
) {
  const [members, stakeholders, obligations, machines] = await Promise.all([
    memberOptions(api, organizationId),
    api.call(stakeholdersApi.list, { query: { size: 200 } }),
    api.call(organizationLegislationsApi.list, { params: { org: organizationId }, query: { size: 200 } }),
    machineOptions(api, organizationId, covered),
  ]);
  return {
    members,
    stakeholders: stakeholders.content.map(({ id, name }) => ({ id, name })),
    obligations: obligations.content.map(({ id, legislation }) => ({
      id,
      name: legislation.shortName ?? localized(legislation, language).title,
    })),
    machines,
  };
}

/** Creates the agreement (id null) or saves it, and opens its page. */
export function saveAgreement(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  id: number | null,
) {
  const org = { org: organizationId };
  if (id === null) {
    return submitForm(request, context, {
      schema: agreementSchema,
      send: async (body) => agreementPath((await api.call(agreementsApi.create, { params: org, body })).id),
      message: "controlBook.agreementCreated",
    });
  }
  return submitForm(request, context, {
    schema: agreementUpdateSchema,
    send: async (body) => agreementPath((await api.call(agreementsApi.update, { params: { ...org, id }, body })).id),
    message: "controlBook.agreementSaved",
  });
}
