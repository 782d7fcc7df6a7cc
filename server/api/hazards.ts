import type { Context } from "hono";
import { PHYSICAL_STATES, WATER_HAZARD_CLASSES } from "../domain/chemical-enumerations";
import { STORAGE_CLASSES, storageClassName } from "../domain/co-storage";
import { ADR_CLASSES, LABEL_MODELS, PACKING_GROUPS } from "../domain/dangerous-goods";
import { dangerCodeOf } from "../domain/danger-code";
import { labelOf, PICTOGRAM_NAMES, PICTOGRAMS, pictogramImage, SIGNAL_WORDS } from "../domain/hazard-labels";
import {
  HAZARD_STATEMENTS,
  PRECAUTIONARY_STATEMENTS,
  type HazardStatement,
  type PrecautionaryStatement,
} from "../domain/hazard-statements";
import { hazardsApi } from "./contracts/hazards";
import type { ApiEnv } from "./env";
import { requestLanguage } from "./language";
import { createRouter, guarded, respond } from "./router";

/** Reference data changes with a release only: a browser may keep it for an hour. */
const cacheable = (c: Context<ApiEnv>) => {
  c.header("Cache-Control", "private, max-age=3600");
  c.header("Vary", "Accept-Language, Cookie");
};

const listed = <T>(content: T[]) => ({ totalElements: content.length, content });

function statementsIn(c: Context<ApiEnv>, statements: readonly (HazardStatement | PrecautionaryStatement)[]) {
  const language = requestLanguage(c);
  cacheable(c);
  return listed(statements.map(({ text, ...statement }) => ({ ...statement, statement: text[language] })));
}

export const hazardRoutes = createRouter()
  .openapi(guarded(hazardsApi.hazardStatements), (c) => {
    const statements = statementsIn(
      c,
      HAZARD_STATEMENTS.filter((statement) => statement.kind === "H"),
    );
    return c.json(respond(hazardsApi.hazardStatements, statements), 200);
  })
  .openapi(guarded(hazardsApi.euHazardStatements), (c) => {
    const statements = statementsIn(
      c,
      HAZARD_STATEMENTS.filter((statement) => statement.kind === "EUH"),
    );
    return c.json(respond(hazardsApi.euHazardStatements, statements), 200);
  })
  .openapi(guarded(hazardsApi.precautionaryStatements), (c) =>
    c.json(respond(hazardsApi.precautionaryStatements, statementsIn(c, PRECAUTIONARY_STATEMENTS)), 200),
  )
  .openapi(guarded(hazardsApi.pictograms), (c) => {
    cacheable(c);
    const pictograms = PICTOGRAMS.map((code) => ({ code, nameEn: PICTOGRAM_NAMES[code], image: pictogramImage(code) }));
    return c.json(respond(hazardsApi.pictograms, listed(pictograms)), 200);
  })
  .openapi(guarded(hazardsApi.icons), (c) => {
    cacheable(c);
    const icons = [
      ...PICTOGRAMS.map((code) => ({
        code,
        kind: "GHS" as const,
        description: PICTOGRAM_NAMES[code],
        image: pictogramImage(code),
      })),
      ...LABEL_MODELS.map((label) => ({ code: `ADR-${label.model}`, kind: "ADR" as const, ...label })),
    ];
    return c.json(respond(hazardsApi.icons, listed(icons)), 200);
  })
  .openapi(guarded(hazardsApi.dangerousGoods), (c) => {
    const language = requestLanguage(c);
    cacheable(c);
    const classes = ADR_CLASSES.map(({ name, ...adrClass }) => ({ ...adrClass, name: name[language] ?? name.en }));
    return c.json(respond(hazardsApi.dangerousGoods, { classes, packingGroups: [...PACKING_GROUPS] }), 200);
  })
  .openapi(guarded(hazardsApi.warnings), (c) => {
    const query = c.req.valid("query");
    const codes = [...query.hazard_statement_ids, ...query.eu_hazard_statement_ids];
    return c.json(respond(hazardsApi.warnings, { ...labelOf(codes), dangerCode: dangerCodeOf(codes) }), 200);
  })
  .openapi(guarded(hazardsApi.vocabulary), (c) => {
    cacheable(c);
    const vocabulary = {
      signalWords: [...SIGNAL_WORDS],
      physicalStates: [...PHYSICAL_STATES],
      waterHazardClasses: [...WATER_HAZARD_CLASSES],
      storageClasses: STORAGE_CLASSES.map((code) => ({ code, nameDe: storageClassName(code) })),
    };
    return c.json(respond(hazardsApi.vocabulary, vocabulary), 200);
  });
