import type { TemplateSeed } from "./template";

export const internalAudit: TemplateSeed = {
  isoStandards: ["ISO_14001", "ISO_27001", "ISO_45001"],
  clauses: ["ISO 14001 9.2", "ISO 45001 9.2", "ISO 27001 9.2"],
  texts: {
    en: {
      title: "Internal audit",
      content: `## Purpose

This procedure describes how internal audits are planned, carried out and followed up, so that management knows whether the management system meets the organization's own requirements and those of the standards, and whether it is implemented and maintained.

## Scope

Internal audits cover every part of the management system for environment, occupational health and safety and information security, all processes, sites and departments within its scope.

## Responsibilities

- **The management system coordinator** owns the audit programme, appoints auditors and reports the results to top management.
- **Internal auditors** plan and carry out their audits, write the report and check that corrective actions are closed.
- **Managers of the audited areas** make people and documents available, and own the corrective actions.

## Auditors

Auditors are trained in auditing and in the standard they audit. To keep audits objective and impartial, nobody audits their own work. External auditors may be used where the organization lacks the competence.

## Steps

1. **Plan the programme.** Each year the coordinator draws up an audit programme so that every clause and every area is audited at least once in a three-year cycle. Areas that are important, have changed or have had problems are audited more often.
2. **Prepare the audit.** The auditor agrees the date, scope and criteria with the area's manager, reads the relevant procedures, earlier audit results and open actions, and prepares a checklist.
3. **Hold an opening meeting** to confirm the scope, the plan and who takes part.
4. **Collect evidence** by interviews, observation on the spot and by looking at records. Write down what was seen, with references.
5. **Evaluate the findings** against the criteria and classify them: major nonconformity, minor nonconformity, observation or opportunity for improvement.
6. **Hold a closing meeting** to present the findings and agree that they are correct.
7. **Report.** Send the report to the area's manager and the coordinator within two weeks.
8. **Correct.** The area's manager registers each nonconformity, finds its cause and plans corrective actions with deadlines.
9. **Follow up.** The auditor checks that the actions were carried out and were effective, and then closes the finding.

## Records

- The audit programme
- Audit plans, checklists and notes
- Audit reports
- Nonconformities with cause analysis and corrective actions
- The auditors' training and competence
`,
    },
    da: {
      title: "Intern audit",
      content: `## Formål

Proceduren beskriver, hvordan interne audits planlægges, gennemføres og følges op, så ledelsen ved, om ledelsessystemet opfylder organisationens egne krav og standardernes krav, og om det er implementeret og vedligeholdt.

## Omfang

Interne audits omfatter alle dele af ledelsessystemet for miljø, arbejdsmiljø og informationssikkerhed og alle processer, lokaliteter og afdelinger inden for systemets anvendelsesområde.

## Ansvar

- **Koordinatoren for ledelsessystemet** ejer auditprogrammet, udpeger auditorer og rapporterer resultaterne til topledelsen.
- **Interne auditorer** planlægger og gennemfører deres audits, skriver rapporten og kontrollerer, at de korrigerende handlinger bliver lukket.
- **Lederne af de auditerede områder** stiller medarbejdere og dokumenter til rådighed og er ansvarlige for de korrigerende handlinger.

## Auditorer

Auditorer er uddannet i audit og i den standard, de auditerer. For at sikre en objektiv og upartisk audit auditerer ingen deres eget arbejde. Der kan bruges eksterne auditorer, hvor organisationen mangler kompetencen.

## Fremgangsmåde

1. **Planlæg programmet.** Hvert år udarbejder koordinatoren et auditprogram, så alle krav og alle områder bliver auditeret mindst én gang i løbet af en treårig cyklus. Områder, der er vigtige, har ændret sig eller har haft problemer, auditeres oftere.
2. **Forbered audit.** Auditor aftaler dato, omfang og kriterier med områdets leder, læser de relevante procedurer, tidligere auditresultater og åbne handlinger og forbereder en tjekliste.
3. **Hold et opstartsmøde** for at bekræfte omfang, plan og deltagere.
4. **Indsaml dokumentation** gennem interviews, observation på stedet og gennemgang af registreringer. Notér, hvad der blev set, med henvisninger.
5. **Vurdér fundene** i forhold til kriterierne, og klassificér dem: større afvigelse, mindre afvigelse, observation eller forbedringsmulighed.
6. **Hold et afslutningsmøde**, hvor fundene fremlægges, og man bliver enige om, at de er korrekte.
7. **Rapportér.** Send rapporten til områdets leder og til koordinatoren inden for to uger.
8. **Ret op.** Områdets leder registrerer hver afvigelse, finder årsagen og planlægger korrigerende handlinger med frister.
9. **Følg op.** Auditor kontrollerer, at handlingerne er gennemført og har virket, og lukker derefter fundet.

## Registreringer

- Auditprogrammet
- Auditplaner, tjeklister og noter
- Auditrapporter
- Afvigelser med årsagsanalyse og korrigerende handlinger
- Auditorernes uddannelse og kompetencer
`,
    },
  },
};
