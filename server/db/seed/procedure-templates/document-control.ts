import type { TemplateSeed } from "./template";

export const documentControl: TemplateSeed = {
  isoStandards: ["ISO_14001", "ISO_27001", "ISO_45001"],
  clauses: ["ISO 14001 7.5", "ISO 45001 7.5", "ISO 27001 7.5"],
  texts: {
    en: {
      title: "Control of documented information",
      content: `## Purpose

This procedure makes sure that the documents and records of the management system are created, approved, made available, protected and kept in a controlled way, so that everyone works from the current version and evidence is kept as long as needed.

## Scope

It covers all documented information the management system needs: policies, procedures, instructions, forms, plans and the records that show what was done. Documents of external origin, such as safety data sheets, legislation and standards, are covered as far as they are needed to run the system.

## Responsibilities

- **The management system coordinator** owns this procedure and keeps the overview of documents, their owners and review dates.
- **Document owners** write and update their documents, have them approved and review them on schedule.
- **The approver**, normally the owner's manager or top management for policies, checks that a document is correct and suitable before it is published.
- **All employees** use the published version only and report documents that are wrong or out of date.

## Creating and changing a document

1. Write the document in the system as a draft, with a clear title, the standards and clauses it serves, and an owner.
2. Have the draft reviewed by those who will use it.
3. The approver reads the draft and publishes it. Publishing gives it a new revision number; a short note says what changed.
4. Tell those affected about the new revision and train them where the change calls for it.

## Availability and protection

- Published documents are available in the system to everyone who needs them. Printed copies are uncontrolled and must be checked against the system before use.
- Access rights make sure that only owners and approvers can change documents.
- Documents with confidential information are marked and shared only with those who need them.
- The system keeps every published revision, so earlier versions can be seen but not used by mistake.

## Review

Every document is reviewed at the interval set for it, at least every three years. If nothing needs to change, the review is recorded and the next review date moves on.

## Records

- Records are kept for the periods required by law and by customers, and at least three years.
- Records are protected against loss, unauthorized change and deletion, and are backed up.
- Records that have passed their retention period are disposed of securely.

## Records of this procedure

- The list of documents with owners, revisions and review dates
- Revision history with change notes
`,
    },
    da: {
      title: "Styring af dokumenteret information",
      content: `## Formål

Proceduren sikrer, at ledelsessystemets dokumenter og registreringer bliver udarbejdet, godkendt, gjort tilgængelige, beskyttet og opbevaret på en styret måde, så alle arbejder efter den gældende version, og dokumentationen gemmes, så længe der er brug for den.

## Omfang

Proceduren omfatter al dokumenteret information, som ledelsessystemet kræver: politikker, procedurer, instruktioner, skemaer, planer og de registreringer, der viser, hvad der er gjort. Eksterne dokumenter som sikkerhedsdatablade, lovgivning og standarder er omfattet, i det omfang de er nødvendige for at drive systemet.

## Ansvar

- **Koordinatoren for ledelsessystemet** ejer proceduren og har overblikket over dokumenterne, deres ejere og datoer for gennemgang.
- **Dokumentejere** skriver og opdaterer deres dokumenter, får dem godkendt og gennemgår dem til tiden.
- **Godkenderen**, normalt ejerens leder eller topledelsen for politikker, kontrollerer, at et dokument er korrekt og egnet, før det udgives.
- **Alle medarbejdere** bruger kun den udgivne version og giver besked om dokumenter, der er forkerte eller forældede.

## Udarbejdelse og ændring af et dokument

1. Skriv dokumentet i systemet som en kladde med en tydelig titel, de standarder og krav, det dækker, og en ejer.
2. Få kladden gennemlæst af dem, der skal bruge den.
3. Godkenderen læser kladden og udgiver den. Ved udgivelsen får dokumentet et nyt revisionsnummer, og en kort note fortæller, hvad der er ændret.
4. Informér de berørte om den nye revision, og oplær dem, hvor ændringen kræver det.

## Tilgængelighed og beskyttelse

- Udgivne dokumenter er tilgængelige i systemet for alle, der har brug for dem. Udskrevne kopier er ikke styrede og skal kontrolleres mod systemet før brug.
- Adgangsrettigheder sikrer, at kun ejere og godkendere kan ændre dokumenter.
- Dokumenter med fortrolige oplysninger mærkes og deles kun med dem, der har brug for dem.
- Systemet gemmer alle udgivne revisioner, så tidligere versioner kan ses, men ikke bruges ved en fejl.

## Gennemgang

Alle dokumenter gennemgås med det interval, der er fastsat for dem, og mindst hvert tredje år. Er der intet at ændre, registreres gennemgangen, og datoen for næste gennemgang rykkes frem.

## Registreringer

- Registreringer opbevares i de perioder, som lovgivning og kunder kræver, og mindst tre år.
- Registreringer beskyttes mod tab, uautoriseret ændring og sletning, og der tages backup af dem.
- Registreringer, hvis opbevaringsperiode er udløbet, bortskaffes på en sikker måde.

## Registreringer fra denne procedure

- Dokumentoversigt med ejere, revisioner og datoer for gennemgang
- Revisionshistorik med ændringsnoter
`,
    },
  },
};
