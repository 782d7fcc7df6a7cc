import type { TemplateSeed } from "./template";

export const accessControl: TemplateSeed = {
  isoStandards: ["ISO_27001"],
  clauses: ["ISO 27001 A.5.15", "ISO 27001 A.5.16", "ISO 27001 A.5.18", "ISO 27001 A.8.2", "ISO 27001 A.8.5"],
  texts: {
    en: {
      title: "Access control and user administration",
      content: `## Purpose

This procedure makes sure that people get access to information and IT systems only as far as their work needs it, that access follows them when they change jobs, and that it ends when they leave.

## Scope

It covers all IT systems, applications, file shares and cloud services that hold the organization's information, and physical access to server rooms and archives. It applies to employees, temporary staff, consultants and suppliers with access.

## Principles

- **Need to know and least privilege:** access is given to what the role needs, and no more.
- **Personal accounts:** every user has their own account; shared accounts are used only where a system cannot do otherwise, and then with a named owner.
- **Segregation of duties:** nobody approves their own access.
- **Strong authentication:** multi-factor authentication is required for remote access, cloud services and all privileged accounts.

## Responsibilities

- **The information security coordinator** owns this procedure and the access review.
- **System owners** decide which roles and rights their system has, and approve access.
- **Managers** request, change and end access for their people, and confirm it at reviews.
- **IT** creates, changes and removes accounts only on an approved request, and keeps the log.
- **Users** keep their passwords and authentication devices to themselves and report suspected misuse at once.

## Steps

1. **Request.** The manager requests access through the IT service desk, stating the person, the systems and the role.
2. **Approve.** The system owner approves the request. Privileged access, such as administrator rights, also needs the approval of the information security coordinator and is given on a separate account used only for administration.
3. **Provide.** IT creates the account, gives the approved rights and hands over the login details securely. The user changes the first password at once.
4. **Change.** When someone changes job, the manager requests the new access and the removal of what is no longer needed on the same day.
5. **Remove.** When someone leaves, the manager informs IT before the last working day. Accounts are disabled by the end of that day, and keys, access cards and devices are returned.
6. **Review.** Every six months system owners and managers review who has access and with which rights. Privileged accounts are reviewed every quarter. Access that cannot be justified is removed.

## Records

- Approved access requests
- Log of created, changed and removed accounts
- Results of access reviews and the follow-up
- List of privileged accounts and their owners
`,
    },
    da: {
      title: "Adgangsstyring og brugeradministration",
      content: `## Formål

Proceduren sikrer, at medarbejdere kun får adgang til information og it-systemer i det omfang, arbejdet kræver det, at adgangen følger med, når de skifter job, og at den ophører, når de stopper.

## Omfang

Proceduren omfatter alle it-systemer, applikationer, fildrev og cloudtjenester, der indeholder organisationens information, samt fysisk adgang til serverrum og arkiver. Den gælder for medarbejdere, vikarer, konsulenter og leverandører med adgang.

## Principper

- **Arbejdsbetinget behov og mindst mulige rettigheder:** der gives adgang til det, rollen kræver, og ikke mere.
- **Personlige konti:** alle brugere har deres egen konto. Fælles konti bruges kun, hvor et system ikke kan andet, og så med en navngiven ejer.
- **Funktionsadskillelse:** ingen godkender deres egen adgang.
- **Stærk autentifikation:** der kræves totrinsgodkendelse ved fjernadgang, til cloudtjenester og til alle privilegerede konti.

## Ansvar

- **Informationssikkerhedskoordinatoren** ejer proceduren og gennemgangen af adgange.
- **Systemejere** beslutter, hvilke roller og rettigheder deres system har, og godkender adgang.
- **Ledere** bestiller, ændrer og lukker adgang for deres medarbejdere og bekræfter den ved gennemgangene.
- **It-afdelingen** opretter, ændrer og fjerner kun konti på grundlag af en godkendt bestilling og fører log over det.
- **Brugerne** holder deres adgangskoder og godkendelsesenheder for sig selv og melder straks mistanke om misbrug.

## Fremgangsmåde

1. **Bestil.** Lederen bestiller adgang gennem it-supporten med oplysning om person, systemer og rolle.
2. **Godkend.** Systemejeren godkender bestillingen. Privilegeret adgang, for eksempel administratorrettigheder, skal også godkendes af informationssikkerhedskoordinatoren og gives på en særskilt konto, der kun bruges til administration.
3. **Tildel.** It-afdelingen opretter kontoen, giver de godkendte rettigheder og udleverer loginoplysningerne på en sikker måde. Brugeren skifter straks den første adgangskode.
4. **Ændr.** Når en medarbejder skifter job, bestiller lederen samme dag den nye adgang og fjernelse af det, der ikke længere er brug for.
5. **Fjern.** Når en medarbejder stopper, giver lederen it-afdelingen besked før sidste arbejdsdag. Konti lukkes senest ved udgangen af den dag, og nøgler, adgangskort og udstyr afleveres.
6. **Gennemgå.** Hvert halve år gennemgår systemejere og ledere, hvem der har adgang, og med hvilke rettigheder. Privilegerede konti gennemgås hvert kvartal. Adgang, der ikke kan begrundes, fjernes.

## Registreringer

- Godkendte bestillinger af adgang
- Log over oprettede, ændrede og fjernede konti
- Resultater af adgangsgennemgange og opfølgningen på dem
- Oversigt over privilegerede konti og deres ejere
`,
    },
  },
};
