import type { TemplateSeed } from "./template";

export const wasteHandling: TemplateSeed = {
  isoStandards: ["ISO_14001"],
  clauses: ["ISO 14001 8.1"],
  texts: {
    en: {
      title: "Waste handling",
      content: `## Purpose

This procedure makes sure that waste is sorted at the source, stored safely, handed over only to approved waste handlers and documented, so that as much as possible is recycled and the legal requirements for waste are met.

## Scope

It covers all waste from the site's activities: ordinary waste, recyclable fractions such as cardboard, plastic, metal and wood, electronics, and hazardous waste such as oil, solvents, batteries, aerosol cans and contaminated absorbents. Waste from building works is covered when the site's own staff handle it.

## Responsibilities

- **The environment coordinator** owns the procedure, keeps the list of fractions and containers, makes the agreements with waste handlers and follows up on the figures.
- **Department managers** make sure that their teams know the sorting rules and that containers in their area are marked, tidy and emptied in time.
- **All employees** sort their waste into the right container and report full, damaged or wrongly used containers.
- **Stores and the yard team** receive and check collections and keep the documentation.

## Steps

1. **Sort at the source.** Every workplace has marked containers for the fractions it produces. Signs show what goes where, in pictures as well as words.
2. **Keep hazardous waste apart.** Hazardous waste goes in closed, labelled containers on a drip tray or in a bunded area, away from drains. Never mix different kinds of hazardous waste.
3. **Store safely.** The waste area is kept tidy, locked when unattended and protected against rain and wind. Containers are emptied before they overflow.
4. **Use approved handlers only.** Waste is handed over only to handlers registered in the Danish waste register, with an agreement recorded under Monitoring, Waste.
5. **Check each collection.** Compare what is collected with the order and the transport document, and keep the waybill or the handler's receipt.
6. **Register quantities.** Enter collected quantities per fraction from the handler's statement at least every quarter.
7. **Notify the municipality** of hazardous waste where local rules require it, and keep the receipts.
8. **Prevent waste.** When buying, choose products with less packaging and suppliers who take packaging back.

## Follow-up

The environment coordinator reviews the waste figures every quarter against the year's targets, checks that agreements and registrations are valid, and walks through the waste areas at least twice a year. Deviations, such as mixed fractions or missing receipts, are registered and corrected.

## Records

- Agreements with waste handlers
- Transport documents, waybills and receipts
- Quarterly waste quantities per fraction
- Notes from inspections of the waste areas
`,
    },
    da: {
      title: "Affaldshåndtering",
      content: `## Formål

Proceduren sikrer, at affald bliver sorteret, hvor det opstår, opbevaret sikkert, kun afleveret til godkendte affaldsbehandlere og dokumenteret, så mest muligt bliver genanvendt, og lovens krav til affald bliver overholdt.

## Omfang

Proceduren omfatter alt affald fra virksomhedens aktiviteter: restaffald, genanvendelige fraktioner som pap, plast, metal og træ, elektronik og farligt affald som olie, opløsningsmidler, batterier, spraydåser og forurenet opsugningsmateriale. Affald fra byggearbejde er omfattet, når virksomhedens egne folk håndterer det.

## Ansvar

- **Miljøkoordinatoren** ejer proceduren, holder listen over fraktioner og containere ajour, indgår aftaler med affaldsbehandlere og følger op på tallene.
- **Afdelingsledere** sørger for, at medarbejderne kender sorteringsreglerne, og at containerne i deres område er mærkede, ryddelige og bliver tømt i tide.
- **Alle medarbejdere** sorterer deres affald i den rigtige container og giver besked om fulde, beskadigede eller forkert brugte containere.
- **Lager og gårdmandsteam** tager imod afhentninger, kontrollerer dem og gemmer dokumentationen.

## Fremgangsmåde

1. **Sortér, hvor affaldet opstår.** Hver arbejdsplads har mærkede beholdere til de fraktioner, der opstår der. Skilte viser med billeder og ord, hvad der skal hvorhen.
2. **Hold farligt affald for sig.** Farligt affald kommer i lukkede, mærkede beholdere på en drypbakke eller i et område med opsamling, væk fra afløb. Bland aldrig forskellige slags farligt affald.
3. **Opbevar sikkert.** Affaldsområdet holdes ryddeligt, er låst, når ingen er til stede, og er beskyttet mod regn og blæst. Beholdere tømmes, før de løber over.
4. **Brug kun godkendte affaldsbehandlere.** Affald afleveres kun til virksomheder, der er registreret i Affaldsregistret, og aftalen registreres under Overvågning, Affald.
5. **Kontrollér hver afhentning.** Sammenhold det afhentede med bestillingen og transportdokumentet, og gem følgeseddel eller kvittering fra affaldsbehandleren.
6. **Registrér mængderne.** Indtast de afhentede mængder pr. fraktion ud fra affaldsbehandlerens opgørelse mindst hvert kvartal.
7. **Anmeld farligt affald til kommunen**, hvor de lokale regler kræver det, og gem kvitteringerne.
8. **Forebyg affald.** Vælg ved indkøb produkter med mindre emballage og leverandører, der tager emballagen retur.

## Opfølgning

Miljøkoordinatoren gennemgår affaldstallene hvert kvartal i forhold til årets mål, kontrollerer, at aftaler og registreringer er gyldige, og går affaldsområderne igennem mindst to gange om året. Afvigelser, for eksempel blandede fraktioner eller manglende kvitteringer, registreres og rettes.

## Registreringer

- Aftaler med affaldsbehandlere
- Transportdokumenter, følgesedler og kvitteringer
- Affaldsmængder pr. fraktion pr. kvartal
- Noter fra gennemgang af affaldsområderne
`,
    },
  },
};
