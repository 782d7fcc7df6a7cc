import type { TemplateSeed } from "./template";

export const incidentReporting: TemplateSeed = {
  isoStandards: ["ISO_14001", "ISO_27001", "ISO_45001"],
  clauses: [
    "ISO 45001 10.2",
    "ISO 14001 10.2",
    "ISO 27001 A.5.24",
    "ISO 27001 A.5.25",
    "ISO 27001 A.5.26",
    "ISO 27001 A.6.8",
  ],
  texts: {
    en: {
      title: "Incident reporting and investigation",
      content: `## Purpose

This procedure makes sure that accidents, near misses, environmental incidents and information security events are reported quickly, handled at once and investigated, so that causes are removed and the same thing does not happen again.

## Scope

It applies to everyone who works for or on behalf of the organization, including temporary staff and contractors on site. It covers:

- injuries, occupational illness and near misses
- spills, releases and other environmental incidents, including complaints from neighbours
- information security events: lost or stolen devices, suspected phishing, malware, data sent to the wrong person, unauthorized access

## Responsibilities

- **Everyone** reports what they see, at once and without fear of blame.
- **The nearest manager** makes the situation safe, makes sure the event is registered and takes part in the investigation.
- **The coordinator for the area** (environment, health and safety, or information security) assesses severity, leads the investigation and follows up on actions.
- **Top management** is informed of serious events the same day and makes resources available.

## Steps

1. **Act first.** Give first aid, stop the release or disconnect the affected device from the network. Call 112 when life, health or the environment is in danger.
2. **Report.** Tell your manager, and register the event under Event handling as soon as possible and no later than the end of the shift. Describe what happened, where, when and who was involved. Information security events are also reported directly to the IT service desk.
3. **Assess.** The coordinator sets the importance (high, medium or low) and decides whether the event is an information security incident that needs a response team.
4. **Notify** authorities when the law requires it: serious accidents to the Danish Working Environment Authority, pollution to the municipality, and personal data breaches to the Danish Data Protection Agency within 72 hours.
5. **Investigate.** For events of medium or high importance, find the root cause with the people involved, for example with five whys. Keep evidence such as logs, photos and samples.
6. **Act on the cause.** Agree corrective actions with an owner and a deadline, and check that they worked.
7. **Close and share.** Close the event when the actions are done, and share what was learned with those who can use it.

## Records

- The event with its assessment, investigation and actions
- Notifications to authorities and their receipts
- Evidence kept from information security incidents
- Statistics for the management review
`,
    },
    da: {
      title: "Rapportering og undersøgelse af hændelser",
      content: `## Formål

Proceduren sikrer, at ulykker, nærved-hændelser, miljøhændelser og informationssikkerhedshændelser bliver rapporteret hurtigt, håndteret med det samme og undersøgt, så årsagerne bliver fjernet, og det samme ikke sker igen.

## Omfang

Proceduren gælder for alle, der arbejder for eller på vegne af organisationen, også vikarer og entreprenører på stedet. Den omfatter:

- personskader, arbejdsbetingede lidelser og nærved-hændelser
- spild, udslip og andre miljøhændelser, herunder klager fra naboer
- informationssikkerhedshændelser: bortkomne eller stjålne enheder, mistanke om phishing, malware, data sendt til den forkerte modtager og uautoriseret adgang

## Ansvar

- **Alle** rapporterer det, de ser, med det samme og uden frygt for at få skylden.
- **Nærmeste leder** bringer situationen i sikkerhed, sørger for, at hændelsen bliver registreret, og deltager i undersøgelsen.
- **Koordinatoren for området** (miljø, arbejdsmiljø eller informationssikkerhed) vurderer alvoren, leder undersøgelsen og følger op på handlingerne.
- **Topledelsen** får besked om alvorlige hændelser samme dag og stiller de nødvendige ressourcer til rådighed.

## Fremgangsmåde

1. **Handl først.** Giv førstehjælp, stop udslippet, eller tag den berørte enhed af netværket. Ring 112, når liv, helbred eller miljø er i fare.
2. **Rapportér.** Giv din leder besked, og registrér hændelsen under Hændelseshåndtering så hurtigt som muligt og senest ved vagtens slutning. Beskriv, hvad der skete, hvor, hvornår og hvem der var involveret. Informationssikkerhedshændelser meldes også direkte til it-supporten.
3. **Vurdér.** Koordinatoren fastsætter vigtigheden (høj, middel eller lav) og afgør, om hændelsen er en informationssikkerhedshændelse, der kræver et beredskabsteam.
4. **Anmeld** til myndighederne, når loven kræver det: alvorlige arbejdsulykker til Arbejdstilsynet, forurening til kommunen og brud på persondatasikkerheden til Datatilsynet inden for 72 timer.
5. **Undersøg.** Find den grundlæggende årsag til hændelser af middel eller høj vigtighed sammen med de involverede, for eksempel med fem gange hvorfor. Gem beviser som logfiler, fotos og prøver.
6. **Handl på årsagen.** Aftal korrigerende handlinger med en ansvarlig og en frist, og kontrollér, at de virkede.
7. **Luk og del.** Luk hændelsen, når handlingerne er gennemført, og del erfaringerne med dem, der kan bruge dem.

## Registreringer

- Hændelsen med vurdering, undersøgelse og handlinger
- Anmeldelser til myndigheder og kvitteringer for dem
- Beviser gemt fra informationssikkerhedshændelser
- Statistik til ledelsens evaluering
`,
    },
  },
};
