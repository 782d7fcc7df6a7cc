// Reference catalogue of EU, international and Danish legislation (and its topics) seeded into the database.
import type { DateOnly } from "../../domain/wire-casing";

export type TopicSeed = { code: string; nameEn: string; nameDa: string };

export type LegislationSeed = {
  /** The official title in English (for Danish acts: the accepted English name, e.g. "Danish Environmental Protection Act"). */
  titleEn: string;
  /** The official title in Danish. */
  titleDa: string;
  /** A short everyday name, e.g. "CLP", "REACH", "GDPR", "Miljøbeskyttelsesloven". */
  shortName?: string;
  /** e.g. "Regulation (EC) No 1272/2008", "Directive (EU) 2022/2555", "LBK nr 2062 af 16/11/2021", "Lov nr. 502 af 23/05/2018". */
  referenceNumber: string;
  /** "EU", "INTL" (international agreements) or an ISO 3166-1 alpha-2 country code such as "DK". */
  territory: string;
  /** Official link: EUR-Lex ELI for EU acts (https://eur-lex.europa.eu/eli/reg/2008/1272/oj), retsinformation.dk ELI for Danish acts (https://www.retsinformation.dk/eli/lta/2021/2062), UNECE for ADR. */
  url?: string;
  /** One or two plain sentences on what the act requires of a company, in English. */
  summaryEn: string;
  /** The same in Danish. */
  summaryDa: string;
  /** Date of entry into force or application, yyyy-mm-dd, only when you are sure of it. */
  effectiveDate?: DateOnly;
  /** Topic codes from TOPICS. */
  topics: string[];
};

export const TOPICS: TopicSeed[] = [
  { code: "environment", nameEn: "Environment", nameDa: "Miljø" },
  { code: "chemicals", nameEn: "Chemicals", nameDa: "Kemikalier" },
  { code: "waste", nameEn: "Waste", nameDa: "Affald" },
  { code: "air-emissions", nameEn: "Air emissions", nameDa: "Luftemissioner" },
  { code: "water", nameEn: "Water and wastewater", nameDa: "Vand og spildevand" },
  { code: "soil", nameEn: "Soil and groundwater", nameDa: "Jord og grundvand" },
  { code: "energy", nameEn: "Energy", nameDa: "Energi" },
  { code: "climate", nameEn: "Climate and greenhouse gases", nameDa: "Klima og drivhusgasser" },
  { code: "occupational-health-safety", nameEn: "Occupational health and safety", nameDa: "Arbejdsmiljø" },
  { code: "machinery", nameEn: "Machinery and work equipment", nameDa: "Maskiner og tekniske hjælpemidler" },
  { code: "noise", nameEn: "Noise", nameDa: "Støj" },
  { code: "dangerous-goods", nameEn: "Transport of dangerous goods", nameDa: "Transport af farligt gods" },
  { code: "major-accidents", nameEn: "Major-accident hazards", nameDa: "Risiko for større uheld" },
  {
    code: "information-security",
    nameEn: "Information security and cybersecurity",
    nameDa: "Informationssikkerhed og cybersikkerhed",
  },
  { code: "data-protection", nameEn: "Data protection", nameDa: "Databeskyttelse" },
  { code: "sustainability-reporting", nameEn: "Sustainability reporting", nameDa: "Bæredygtighedsrapportering" },
];

export const LEGISLATION: LegislationSeed[] = [
  {
    titleEn: "Regulation (EC) No 1272/2008 on classification, labelling and packaging of substances and mixtures",
    titleDa: "Forordning (EF) nr. 1272/2008 om klassificering, mærkning og emballering af stoffer og blandinger",
    shortName: "CLP",
    referenceNumber: "Regulation (EC) No 1272/2008",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/reg/2008/1272/oj",
    summaryEn:
      "Requires manufacturers, importers and downstream users that place hazardous substances or mixtures on the market to classify them and to label and package them with the prescribed pictograms, signal words and hazard and precautionary statements. Companies placing hazardous mixtures on the market must also notify them to poison centres.",
    summaryDa:
      "Kræver, at producenter, importører og downstream-brugere, der markedsfører farlige stoffer eller blandinger, klassificerer dem og mærker og emballerer dem med de foreskrevne piktogrammer, signalord, faresætninger og sikkerhedssætninger. Virksomheder, der markedsfører farlige blandinger, skal desuden anmelde dem til giftinformationscentrene.",
    effectiveDate: "2009-01-20",
    topics: ["chemicals"],
  },
  {
    titleEn:
      "Regulation (EC) No 1907/2006 concerning the Registration, Evaluation, Authorisation and Restriction of Chemicals (REACH)",
    titleDa:
      "Forordning (EF) nr. 1907/2006 om registrering, vurdering og godkendelse af samt begrænsninger for kemikalier (REACH)",
    shortName: "REACH",
    referenceNumber: "Regulation (EC) No 1907/2006",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/reg/2006/1907/oj",
    summaryEn:
      "Requires manufacturers and importers of substances in quantities of 1 tonne or more per year to register them with ECHA, and requires suppliers to provide safety data sheets and to comply with restrictions (Annex XVII) and authorisation requirements (Annex XIV). Suppliers of articles containing Candidate List substances (SVHCs) above 0.1 % w/w must inform their customers.",
    summaryDa:
      "Kræver, at producenter og importører af stoffer i mængder på 1 ton eller mere om året registrerer dem hos ECHA, og at leverandører udleverer sikkerhedsdatablade og overholder begrænsninger (bilag XVII) og godkendelseskrav (bilag XIV). Leverandører af artikler med stoffer fra kandidatlisten (SVHC) over 0,1 vægtprocent skal informere deres kunder.",
    effectiveDate: "2007-06-01",
    topics: ["chemicals"],
  },
  {
    titleEn: "Regulation (EU) No 528/2012 concerning the making available on the market and use of biocidal products",
    titleDa: "Forordning (EU) nr. 528/2012 om tilgængeliggørelse på markedet og anvendelse af biocidholdige produkter",
    shortName: "BPR",
    referenceNumber: "Regulation (EU) No 528/2012",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/reg/2012/528/oj",
    summaryEn:
      "Requires biocidal products, such as disinfectants, preservatives and pest-control products, to be authorised before they are made available or used, and requires treated articles to contain only approved active substances and to be labelled where required. Users must follow the conditions of use on the label and in the authorisation.",
    summaryDa:
      "Kræver, at biocidholdige produkter, fx desinfektionsmidler, konserveringsmidler og skadedyrsmidler, er godkendt, før de gøres tilgængelige eller anvendes, og at behandlede artikler kun indeholder godkendte aktivstoffer og mærkes, hvor det kræves. Brugere skal følge anvendelsesbetingelserne på etiketten og i godkendelsen.",
    effectiveDate: "2013-09-01",
    topics: ["chemicals"],
  },
  {
    titleEn: "Regulation (EU) 2019/1021 on persistent organic pollutants",
    titleDa: "Forordning (EU) 2019/1021 om persistente organiske miljøgifte",
    shortName: "POPs Regulation",
    referenceNumber: "Regulation (EU) 2019/1021",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/reg/2019/1021/oj",
    summaryEn:
      "Prohibits or restricts the manufacture, placing on the market and use of the persistent organic pollutants listed in its annexes, such as PFOS, PFOA and certain brominated flame retardants. Stockpiles and waste containing POPs above the set concentration limits must be managed so that the POP content is destroyed or irreversibly transformed.",
    summaryDa:
      "Forbyder eller begrænser fremstilling, markedsføring og anvendelse af de persistente organiske miljøgifte, der er opført i bilagene, fx PFOS, PFOA og visse bromerede flammehæmmere. Lagre og affald med POP-indhold over de fastsatte koncentrationsgrænser skal håndteres, så POP-indholdet destrueres eller omdannes irreversibelt.",
    effectiveDate: "2019-07-15",
    topics: ["chemicals", "waste"],
  },
  {
    titleEn: "Directive 2008/98/EC on waste",
    titleDa: "Direktiv 2008/98/EF om affald",
    shortName: "Waste Framework Directive",
    referenceNumber: "Directive 2008/98/EC",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/dir/2008/98/oj",
    summaryEn:
      "Sets the waste hierarchy and the polluter-pays principle, requiring waste producers to have their waste handled by authorised operators, to keep hazardous waste separate and properly labelled, and to prioritise prevention, reuse and recycling over disposal. In Denmark it is implemented mainly through the Environmental Protection Act and the Executive Order on Waste.",
    summaryDa:
      "Fastlægger affaldshierarkiet og princippet om, at forureneren betaler, og kræver, at affaldsproducenter lader affaldet håndtere af godkendte aktører, holder farligt affald adskilt og korrekt mærket og prioriterer forebyggelse, genbrug og genanvendelse frem for bortskaffelse. Direktivet er i Danmark gennemført primært via miljøbeskyttelsesloven og affaldsbekendtgørelsen.",
    effectiveDate: "2008-12-12",
    topics: ["waste"],
  },
  {
    titleEn: "Regulation (EU) 2024/1157 on shipments of waste",
    titleDa: "Forordning (EU) 2024/1157 om overførsel af affald",
    shortName: "Waste Shipment Regulation",
    referenceNumber: "Regulation (EU) 2024/1157",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/reg/2024/1157/oj",
    summaryEn:
      "Requires companies shipping waste across borders to use the prior written notification and consent procedure for hazardous and mixed waste, or the general information requirements (Annex VII document) for green-listed waste, and to have a contract with the consignee. It replaces Regulation (EC) No 1013/2006 from 21 May 2026 and moves the procedures to electronic data exchange.",
    summaryDa:
      "Kræver, at virksomheder, der overfører affald over grænser, anvender proceduren med forudgående skriftlig anmeldelse og samtykke for farligt og blandet affald eller de generelle informationskrav (bilag VII-dokument) for affald på den grønne liste, og at der foreligger en kontrakt med modtageren. Forordningen afløser forordning (EF) nr. 1013/2006 fra 21. maj 2026 og overfører procedurerne til elektronisk dataudveksling.",
    effectiveDate: "2026-05-21",
    topics: ["waste"],
  },
  {
    titleEn: "Regulation (EU) 2025/40 on packaging and packaging waste",
    titleDa: "Forordning (EU) 2025/40 om emballage og emballageaffald",
    shortName: "PPWR",
    referenceNumber: "Regulation (EU) 2025/40",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/reg/2025/40/oj",
    summaryEn:
      "Sets requirements for all packaging placed on the EU market, including recyclability, minimisation, recycled content in plastic packaging and reuse targets for transport packaging, together with extended producer responsibility and labelling obligations. It replaces Directive 94/62/EC, with most provisions applying from August 2026.",
    summaryDa:
      "Fastsætter krav til al emballage, der bringes i omsætning i EU, herunder genanvendelighed, minimering, genanvendt indhold i plastemballage og genbrugsmål for transportemballage, samt udvidet producentansvar og mærkningskrav. Forordningen afløser direktiv 94/62/EF, og hovedparten af reglerne gælder fra august 2026.",
    topics: ["waste"],
  },
  {
    titleEn: "Directive 2010/75/EU on industrial emissions (integrated pollution prevention and control)",
    titleDa: "Direktiv 2010/75/EU om industrielle emissioner (integreret forebyggelse og bekæmpelse af forurening)",
    shortName: "IED",
    referenceNumber: "Directive 2010/75/EU",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/dir/2010/75/oj",
    summaryEn:
      "Requires installations carrying out the listed industrial activities to operate under an integrated environmental permit with emission limit values based on best available techniques (BAT conclusions), to monitor and report emissions and to protect soil and groundwater. In Denmark it is implemented through environmental approvals of listed activities under the Environmental Protection Act.",
    summaryDa:
      "Kræver, at anlæg med de opregnede industrielle aktiviteter drives efter en samlet miljøgodkendelse med emissionsgrænseværdier baseret på bedste tilgængelige teknik (BAT-konklusioner), at emissioner overvåges og indberettes, og at jord og grundvand beskyttes. Direktivet er i Danmark gennemført via miljøgodkendelse af listevirksomheder efter miljøbeskyttelsesloven.",
    effectiveDate: "2011-01-06",
    topics: ["environment", "air-emissions", "soil"],
  },
  {
    titleEn:
      "Directive (EU) 2015/2193 on the limitation of emissions of certain pollutants into the air from medium combustion plants",
    titleDa:
      "Direktiv (EU) 2015/2193 om begrænsning af visse forurenende emissioner til luften fra mellemstore fyringsanlæg",
    shortName: "MCP Directive",
    referenceNumber: "Directive (EU) 2015/2193",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/dir/2015/2193/oj",
    summaryEn:
      "Requires operators of combustion plants with a rated thermal input of 1 to 50 MW to register them or obtain a permit, to meet emission limit values for sulphur dioxide, nitrogen oxides and dust, and to monitor emissions and keep records. Existing plants are phased in by size up to 2030.",
    summaryDa:
      "Kræver, at operatører af fyringsanlæg med en nominel indfyret termisk effekt på 1-50 MW får anlægget registreret eller godkendt, overholder emissionsgrænseværdier for svovldioxid, kvælstofoxider og støv samt overvåger emissionerne og fører journal. Eksisterende anlæg indfases efter størrelse frem mod 2030.",
    topics: ["air-emissions", "energy"],
  },
  {
    titleEn: "Directive 2000/60/EC establishing a framework for Community action in the field of water policy",
    titleDa: "Direktiv 2000/60/EF om fastlæggelse af en ramme for Fællesskabets vandpolitiske foranstaltninger",
    shortName: "Water Framework Directive",
    referenceNumber: "Directive 2000/60/EC",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/dir/2000/60/oj",
    summaryEn:
      "Requires Member States to achieve good status for surface water and groundwater through river basin management plans, which are reflected in the conditions of discharge permits and water abstraction permits. Companies are affected through wastewater discharge permits, connection permits for public sewers and limits on pollutants such as priority substances.",
    summaryDa:
      "Forpligter medlemsstaterne til at opnå god tilstand i overfladevand og grundvand via vandområdeplaner, som afspejles i vilkårene for udlednings- og indvindingstilladelser. Virksomheder berøres gennem udledningstilladelser, tilslutningstilladelser til offentlig kloak og krav til udledning af fx prioriterede stoffer.",
    effectiveDate: "2000-12-22",
    topics: ["water"],
  },
  {
    titleEn: "Regulation (EU) 2024/573 on fluorinated greenhouse gases",
    titleDa: "Forordning (EU) 2024/573 om fluorholdige drivhusgasser",
    shortName: "F-gas Regulation",
    referenceNumber: "Regulation (EU) 2024/573",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/reg/2024/573/oj",
    summaryEn:
      "Requires operators of equipment containing fluorinated greenhouse gases, such as refrigeration, air-conditioning and heat-pump systems, to prevent leaks, carry out leak checks at intervals depending on the charge, keep records and use certified personnel for installation, servicing and recovery. It also phases down HFCs and bans their use in certain new equipment.",
    summaryDa:
      "Kræver, at operatører af udstyr med fluorholdige drivhusgasser, fx køle-, klima- og varmepumpeanlæg, forebygger udslip, udfører lækagekontrol med intervaller afhængigt af fyldningen, fører journal og kun bruger certificeret personale til installation, service og genvinding. Forordningen udfaser desuden HFC'er og forbyder dem i visse typer nyt udstyr.",
    effectiveDate: "2024-03-11",
    topics: ["climate", "air-emissions"],
  },
  {
    titleEn: "Directive (EU) 2023/1791 on energy efficiency",
    titleDa: "Direktiv (EU) 2023/1791 om energieffektivitet",
    shortName: "Energy Efficiency Directive",
    referenceNumber: "Directive (EU) 2023/1791",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/dir/2023/1791/oj",
    summaryEn:
      "Requires enterprises with an average annual energy consumption above 85 TJ to implement a certified energy management system such as ISO 50001. Enterprises above 10 TJ without such a system must have an energy audit carried out at least every four years and draw up an action plan based on its recommendations.",
    summaryDa:
      "Kræver, at virksomheder med et gennemsnitligt årligt energiforbrug over 85 TJ indfører et certificeret energiledelsessystem som fx ISO 50001. Virksomheder over 10 TJ uden et sådant system skal have udført energisyn mindst hvert fjerde år og udarbejde en handlingsplan på grundlag af anbefalingerne.",
    effectiveDate: "2023-10-10",
    topics: ["energy", "climate"],
  },
  {
    titleEn: "Directive 2012/18/EU on the control of major-accident hazards involving dangerous substances",
    titleDa: "Direktiv 2012/18/EU om kontrol med risikoen for større uheld med farlige stoffer",
    shortName: "Seveso III",
    referenceNumber: "Directive 2012/18/EU",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/dir/2012/18/oj",
    summaryEn:
      "Requires establishments where dangerous substances are present above the thresholds in Annex I to notify the authorities and adopt a major-accident prevention policy, and requires upper-tier establishments to prepare a safety report and an internal emergency plan. In Denmark it is implemented by the Risk Executive Order.",
    summaryDa:
      "Kræver, at virksomheder, hvor farlige stoffer er til stede over tærskelmængderne i bilag I, anmelder sig til myndighederne og fastlægger en politik for forebyggelse af større uheld, og at virksomheder på højere niveau (i Danmark kolonne 3-virksomheder) udarbejder en sikkerhedsrapport og en intern beredskabsplan. Direktivet er i Danmark gennemført ved risikobekendtgørelsen.",
    effectiveDate: "2015-06-01",
    topics: ["major-accidents", "chemicals"],
  },
  {
    titleEn:
      "Directive 89/391/EEC on the introduction of measures to encourage improvements in the safety and health of workers at work",
    titleDa:
      "Direktiv 89/391/EØF om iværksættelse af foranstaltninger til forbedring af arbejdstagernes sikkerhed og sundhed under arbejdet",
    shortName: "OSH Framework Directive",
    referenceNumber: "Directive 89/391/EEC",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/dir/1989/391/oj",
    summaryEn:
      "Requires employers to ensure workers' safety and health in every aspect related to work, to assess risks and apply the general principles of prevention, and to inform, consult and train workers. It is the basis of the Danish Working Environment Act and its requirement for a workplace risk assessment (APV).",
    summaryDa:
      "Kræver, at arbejdsgiveren sikrer arbejdstagernes sikkerhed og sundhed i alle forhold, der vedrører arbejdet, vurderer risici og anvender de generelle forebyggelsesprincipper samt informerer, hører og instruerer medarbejderne. Direktivet er grundlaget for arbejdsmiljøloven og kravet om arbejdspladsvurdering (APV).",
    topics: ["occupational-health-safety"],
  },
  {
    titleEn:
      "Directive 98/24/EC on the protection of the health and safety of workers from the risks related to chemical agents at work",
    titleDa:
      "Direktiv 98/24/EF om beskyttelse af arbejdstagernes sikkerhed og sundhed under arbejdet mod risici i forbindelse med kemiske agenser",
    shortName: "Chemical Agents Directive",
    referenceNumber: "Directive 98/24/EC",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/dir/1998/24/oj",
    summaryEn:
      "Requires employers to identify hazardous chemical agents at the workplace, assess the risks, eliminate or reduce exposure with substitution as the first choice, respect occupational exposure limit values and provide health surveillance, information and training. In Denmark it is implemented by the Executive Order on Work with Substances and Materials (Chemical Agents).",
    summaryDa:
      "Kræver, at arbejdsgiveren kortlægger farlige kemiske agenser på arbejdspladsen, vurderer risikoen, fjerner eller begrænser eksponeringen med substitution som første valg, overholder grænseværdierne og sørger for helbredskontrol, information og instruktion. Direktivet er i Danmark gennemført ved bekendtgørelsen om arbejde med stoffer og materialer (kemiske agenser).",
    effectiveDate: "1998-05-25",
    topics: ["occupational-health-safety", "chemicals"],
  },
  {
    titleEn:
      "Directive 2004/37/EC on the protection of workers from the risks related to exposure to carcinogens or mutagens at work",
    titleDa:
      "Direktiv 2004/37/EF om beskyttelse af arbejdstagerne mod risici for under arbejdet at være udsat for kræftfremkaldende stoffer eller mutagener",
    shortName: "Carcinogens and Mutagens Directive",
    referenceNumber: "Directive 2004/37/EC",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/dir/2004/37/oj",
    summaryEn:
      "Requires employers to replace carcinogens and mutagens, and since Directive (EU) 2022/431 also reprotoxic substances, wherever technically possible, and otherwise to use closed systems and keep exposure as low as possible. Employers must respect the binding occupational exposure limits and keep a list of exposed workers.",
    summaryDa:
      "Kræver, at arbejdsgiveren erstatter kræftfremkaldende og mutagene stoffer, og siden direktiv (EU) 2022/431 også reproduktionstoksiske stoffer, hvor det er teknisk muligt, og ellers anvender lukkede systemer og holder eksponeringen så lav som muligt. Arbejdsgiveren skal overholde de bindende grænseværdier og føre en liste over eksponerede arbejdstagere.",
    topics: ["occupational-health-safety", "chemicals"],
  },
  {
    titleEn:
      "Directive 2003/10/EC on the minimum health and safety requirements regarding the exposure of workers to the risks arising from physical agents (noise)",
    titleDa:
      "Direktiv 2003/10/EF om minimumsforskrifter for sikkerhed og sundhed i forbindelse med arbejdstagernes eksponering for risici på grund af fysiske agenser (støj)",
    shortName: "Noise at Work Directive",
    referenceNumber: "Directive 2003/10/EC",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/dir/2003/10/oj",
    summaryEn:
      "Requires employers to assess workers' noise exposure, to take action at the lower and upper exposure action values of 80 and 85 dB(A), and to ensure that exposure at the ear, taking hearing protection into account, does not exceed the limit value of 87 dB(A). Hearing protection, training and hearing checks must be provided.",
    summaryDa:
      "Kræver, at arbejdsgiveren vurderer de ansattes støjbelastning, handler ved de nedre og øvre aktionsværdier på 80 og 85 dB(A) og sikrer, at eksponeringen ved øret, når høreværn medregnes, ikke overstiger grænseværdien på 87 dB(A). Der skal stilles høreværn, instruktion og høreundersøgelser til rådighed.",
    topics: ["noise", "occupational-health-safety"],
  },
  {
    titleEn:
      "Directive 2009/104/EC concerning the minimum safety and health requirements for the use of work equipment by workers at work",
    titleDa:
      "Direktiv 2009/104/EF om minimumsforskrifter for sikkerhed og sundhed i forbindelse med arbejdstagernes brug af arbejdsudstyr under arbejdet",
    shortName: "Work Equipment Directive",
    referenceNumber: "Directive 2009/104/EC",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/dir/2009/104/oj",
    summaryEn:
      "Requires employers to provide work equipment that is suitable and safe for the work, to have it inspected after installation and at regular intervals where it is exposed to deterioration, and to give workers adequate information and training. The corresponding Danish rules are in the Executive Order on the Use of Technical Equipment.",
    summaryDa:
      "Kræver, at arbejdsgiveren stiller arbejdsudstyr til rådighed, der er egnet og sikkert til arbejdet, lader det efterse efter installation og med regelmæssige mellemrum, hvis det udsættes for forringelse, og giver medarbejderne tilstrækkelig information og instruktion. De tilsvarende danske regler findes i bekendtgørelsen om anvendelse af tekniske hjælpemidler.",
    topics: ["machinery", "occupational-health-safety"],
  },
  {
    titleEn: "Regulation (EU) 2023/1230 on machinery",
    titleDa: "Forordning (EU) 2023/1230 om maskiner",
    shortName: "Machinery Regulation",
    referenceNumber: "Regulation (EU) 2023/1230",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/reg/2023/1230/oj",
    summaryEn:
      "Sets essential health and safety requirements, conformity assessment, CE marking and documentation duties for manufacturers, importers and distributors of machinery and related products, including cybersecurity of safety-related control systems. It replaces the Machinery Directive 2006/42/EC from 20 January 2027, and a company that substantially modifies a machine itself is treated as its manufacturer.",
    summaryDa:
      "Fastsætter væsentlige sikkerheds- og sundhedskrav, overensstemmelsesvurdering, CE-mærkning og dokumentationspligter for fabrikanter, importører og distributører af maskiner og relaterede produkter, herunder cybersikkerhed i sikkerhedsrelaterede styresystemer. Forordningen afløser maskindirektivet 2006/42/EF fra 20. januar 2027, og en virksomhed, der selv foretager en væsentlig ændring af en maskine, anses for fabrikant.",
    effectiveDate: "2027-01-20",
    topics: ["machinery", "occupational-health-safety"],
  },
  {
    titleEn:
      "Regulation (EU) 2016/679 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data (General Data Protection Regulation)",
    titleDa:
      "Forordning (EU) 2016/679 om beskyttelse af fysiske personer i forbindelse med behandling af personoplysninger og om fri udveksling af sådanne oplysninger (generel forordning om databeskyttelse)",
    shortName: "GDPR",
    referenceNumber: "Regulation (EU) 2016/679",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/reg/2016/679/oj",
    summaryEn:
      "Requires organisations to process personal data lawfully and transparently, keep records of processing activities, implement appropriate technical and organisational security measures and notify personal data breaches to the supervisory authority within 72 hours. Data subjects' rights, such as access, rectification and erasure, must be honoured.",
    summaryDa:
      "Kræver, at virksomheder behandler personoplysninger lovligt og gennemsigtigt, fører fortegnelse over behandlingsaktiviteter, gennemfører passende tekniske og organisatoriske sikkerhedsforanstaltninger og anmelder brud på persondatasikkerheden til Datatilsynet inden for 72 timer. De registreredes rettigheder, fx indsigt, berigtigelse og sletning, skal respekteres.",
    effectiveDate: "2018-05-25",
    topics: ["data-protection", "information-security"],
  },
  {
    titleEn: "Directive (EU) 2022/2555 on measures for a high common level of cybersecurity across the Union",
    titleDa:
      "Direktiv (EU) 2022/2555 om foranstaltninger til sikring af et højt fælles cybersikkerhedsniveau i hele Unionen",
    shortName: "NIS2",
    referenceNumber: "Directive (EU) 2022/2555",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/dir/2022/2555/oj",
    summaryEn:
      "Requires essential and important entities in the listed sectors, for example manufacturers of machinery, electrical equipment and vehicles and postal and courier services, to take appropriate cybersecurity risk-management measures approved and overseen by management. Significant incidents must be reported to the national CSIRT, with an early warning within 24 hours.",
    summaryDa:
      "Kræver, at væsentlige og vigtige enheder i de omfattede sektorer, fx producenter af maskiner, elektrisk udstyr og køretøjer samt post- og kurertjenester, gennemfører passende foranstaltninger til styring af cybersikkerhedsrisici, som ledelsen godkender og fører tilsyn med. Væsentlige hændelser skal indberettes til den nationale CSIRT med en tidlig varsling inden for 24 timer.",
    effectiveDate: "2023-01-16",
    topics: ["information-security"],
  },
  {
    titleEn: "Regulation (EU) 2024/2847 on horizontal cybersecurity requirements for products with digital elements",
    titleDa: "Forordning (EU) 2024/2847 om horisontale cybersikkerhedskrav til produkter med digitale elementer",
    shortName: "Cyber Resilience Act",
    referenceNumber: "Regulation (EU) 2024/2847",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/reg/2024/2847/oj",
    summaryEn:
      "Requires manufacturers of hardware and software products with digital elements placed on the EU market to design them to essential cybersecurity requirements, to handle vulnerabilities and provide security updates during the support period, and to report actively exploited vulnerabilities and severe incidents. The main obligations apply from December 2027, after which such products are CE-marked on that basis.",
    summaryDa:
      "Kræver, at fabrikanter af hardware- og softwareprodukter med digitale elementer, der bringes i omsætning i EU, designer dem efter væsentlige cybersikkerhedskrav, håndterer sårbarheder og leverer sikkerhedsopdateringer i supportperioden samt indberetter aktivt udnyttede sårbarheder og alvorlige hændelser. Hovedforpligtelserne gælder fra december 2027, hvorefter produkterne CE-mærkes på dette grundlag.",
    topics: ["information-security", "machinery"],
  },
  {
    titleEn:
      "Directive (EU) 2022/2464 amending Regulation (EU) No 537/2014, Directive 2004/109/EC, Directive 2006/43/EC and Directive 2013/34/EU, as regards corporate sustainability reporting",
    titleDa:
      "Direktiv (EU) 2022/2464 om ændring af forordning (EU) nr. 537/2014, direktiv 2004/109/EF, direktiv 2006/43/EF og direktiv 2013/34/EU for så vidt angår virksomheders bæredygtighedsrapportering",
    shortName: "CSRD",
    referenceNumber: "Directive (EU) 2022/2464",
    territory: "EU",
    url: "https://eur-lex.europa.eu/eli/dir/2022/2464/oj",
    summaryEn:
      "Requires companies in scope to publish a sustainability statement in the management report, prepared under the European Sustainability Reporting Standards (ESRS) on the basis of a double materiality assessment and subject to limited assurance by an auditor. Application is phased in by company size and has been partly postponed by later EU amendments; in Denmark it is implemented in the Financial Statements Act.",
    summaryDa:
      "Kræver, at omfattede virksomheder offentliggør en bæredygtighedsredegørelse i ledelsesberetningen, udarbejdet efter de europæiske standarder for bæredygtighedsrapportering (ESRS) på grundlag af en dobbelt væsentlighedsvurdering og med revisors erklæring med begrænset sikkerhed. Kravene indfases efter virksomhedsstørrelse og er delvist udskudt ved senere EU-ændringer; i Danmark er direktivet gennemført i årsregnskabsloven.",
    effectiveDate: "2023-01-05",
    topics: ["sustainability-reporting", "climate"],
  },
  {
    titleEn: "Agreement concerning the International Carriage of Dangerous Goods by Road (ADR)",
    titleDa: "Den europæiske konvention om international transport af farligt gods ad vej (ADR)",
    shortName: "ADR",
    referenceNumber: "ADR (Geneva, 30 September 1957)",
    territory: "INTL",
    url: "https://unece.org/about-adr",
    summaryEn:
      "Requires consignors, packers, loaders and carriers of dangerous goods by road to classify, package, mark, label and document the goods correctly, to train the staff involved and, where required, to appoint a dangerous goods safety adviser. Through Directive 2008/68/EC the same rules also apply to national road transport in the EU.",
    summaryDa:
      "Kræver, at afsendere, pakkere, læssere og transportører af farligt gods ad vej klassificerer, emballerer, mærker, etiketterer og dokumenterer godset korrekt, uddanner de involverede medarbejdere og, hvor det kræves, udpeger en sikkerhedsrådgiver. Via direktiv 2008/68/EF gælder de samme regler også for national vejtransport i EU.",
    effectiveDate: "1968-01-29",
    topics: ["dangerous-goods"],
  },
  {
    titleEn: "Danish Environmental Protection Act",
    titleDa: "Lov om miljøbeskyttelse",
    shortName: "Miljøbeskyttelsesloven",
    referenceNumber: "Lov nr. 358 af 06/06/1991",
    territory: "DK",
    url: "https://www.retsinformation.dk/eli/lta/1991/358",
    summaryEn:
      "Requires listed polluting activities to obtain an environmental approval before they start or expand, and other businesses to comply with the conditions, orders and general rules on air emissions, wastewater, noise, soil and waste set by the municipality or the Danish Environmental Protection Agency. It is also the legal basis for executive orders such as those on waste, environmental approval and major-accident risks.",
    summaryDa:
      "Kræver, at listevirksomheder har en miljøgodkendelse, før de etableres eller udvides, og at øvrige virksomheder overholder de vilkår, påbud og generelle regler om luftforurening, spildevand, støj, jord og affald, som kommunen eller Miljøstyrelsen fastsætter. Loven er også hjemmel for bl.a. affaldsbekendtgørelsen, godkendelsesbekendtgørelsen og risikobekendtgørelsen.",
    topics: ["environment", "air-emissions", "water"],
  },
  {
    titleEn: "Danish Executive Order on Waste",
    titleDa: "Bekendtgørelse om affald",
    shortName: "Affaldsbekendtgørelsen",
    referenceNumber: "BEK nr 2159 af 09/12/2020",
    territory: "DK",
    url: "https://www.retsinformation.dk/eli/lta/2020/2159",
    summaryEn:
      "Requires companies to sort their waste at source into the specified types, such as food waste, paper, cardboard, plastic, metal, glass, wood, textiles and hazardous waste, to classify hazardous waste using the European List of Waste and to be able to document how their waste is handled. Recyclable commercial waste must be handed over to collectors or treatment facilities registered in the Danish Waste Register.",
    summaryDa:
      "Kræver, at virksomheder kildesorterer deres affald i de fastsatte affaldstyper, bl.a. madaffald, papir, pap, plast, metal, glas, træ, tekstiler og farligt affald, klassificerer farligt affald efter den europæiske affaldsliste og kan dokumentere, hvordan affaldet håndteres. Genanvendeligt erhvervsaffald skal overdrages til indsamlere eller behandlingsanlæg, der er registreret i Affaldsregistret.",
    effectiveDate: "2021-01-01",
    topics: ["waste"],
  },
  {
    titleEn: "Danish Soil Contamination Act",
    titleDa: "Lov om forurenet jord",
    shortName: "Jordforureningsloven",
    referenceNumber: "Lov nr. 370 af 02/06/1999",
    territory: "DK",
    url: "https://www.retsinformation.dk/eli/lta/1999/370",
    summaryEn:
      "Requires soil from land that is mapped as contaminated or area-classified to be notified to the municipality before it is moved, and requires a permit under section 8 for building work on land mapped as contaminated. Companies that contaminate soil can be ordered to investigate and remediate the contamination.",
    summaryDa:
      "Kræver, at jord fra kortlagte eller områdeklassificerede arealer anmeldes til kommunen, før den flyttes, og at bygge- og anlægsarbejde på arealer kortlagt som forurenede har tilladelse efter § 8. Virksomheder, der forurener jorden, kan påbydes at undersøge og afhjælpe forureningen.",
    effectiveDate: "2000-01-01",
    topics: ["soil"],
  },
  {
    titleEn: "Danish Chemicals Act",
    titleDa: "Lov om kemikalier",
    shortName: "Kemikalieloven",
    referenceNumber: "LBK nr 6 af 04/01/2023",
    territory: "DK",
    url: "https://www.retsinformation.dk/eli/lta/2023/6",
    summaryEn:
      "Provides the Danish legal basis for enforcing REACH, CLP and the Biocidal Products Regulation and for national rules on the classification, labelling, storage, sale and use of chemical substances and mixtures. Companies that manufacture, import or use chemicals must comply with the executive orders issued under it.",
    summaryDa:
      "Danner det danske lovgrundlag for håndhævelse af REACH, CLP og biocidforordningen og for nationale regler om klassificering, mærkning, opbevaring, salg og anvendelse af kemiske stoffer og blandinger. Virksomheder, der fremstiller, importerer eller anvender kemikalier, skal overholde de bekendtgørelser, der er udstedt i medfør af loven.",
    topics: ["chemicals"],
  },
  {
    titleEn: "Danish Executive Order on the Control of Major-Accident Hazards Involving Dangerous Substances",
    titleDa: "Bekendtgørelse om kontrol med risikoen for større uheld med farlige stoffer",
    shortName: "Risikobekendtgørelsen",
    referenceNumber: "BEK nr 372 af 25/04/2016",
    territory: "DK",
    url: "https://www.retsinformation.dk/eli/lta/2016/372",
    summaryEn:
      "Requires establishments with dangerous substances above the thresholds in Annex 1 to notify the authorities and to prepare a safety document (column 2 establishments) or a safety report and an internal emergency plan (column 3 establishments), and to keep them up to date. It implements Seveso III in Denmark, with the environmental authority coordinating supervision with the Working Environment Authority, the police and the fire and rescue service.",
    summaryDa:
      "Kræver, at virksomheder med farlige stoffer over tærskelmængderne i bilag 1 anmelder sig til myndighederne og udarbejder et sikkerhedsdokument (kolonne 2-virksomheder) eller en sikkerhedsrapport og en intern beredskabsplan (kolonne 3-virksomheder) og holder dem ajour. Bekendtgørelsen gennemfører Seveso III-direktivet, og miljømyndigheden koordinerer tilsynet med Arbejdstilsynet, politiet og redningsberedskabet.",
    effectiveDate: "2016-05-01",
    topics: ["major-accidents"],
  },
  {
    titleEn: "Danish Working Environment Act",
    titleDa: "Lov om arbejdsmiljø",
    shortName: "Arbejdsmiljøloven",
    referenceNumber: "LBK nr 2062 af 16/11/2021",
    territory: "DK",
    url: "https://www.retsinformation.dk/eli/lta/2021/2062",
    summaryEn:
      "Requires employers to ensure that work is planned, organised and carried out in a manner that is fully safe and healthy, and to prepare and keep up to date a workplace risk assessment (APV). Cooperation on health and safety must be organised, including a health and safety organisation (arbejdsmiljøorganisation) in companies with 10 or more employees.",
    summaryDa:
      "Kræver, at arbejdsgiveren sørger for, at arbejdet planlægges, tilrettelægges og udføres sikkerheds- og sundhedsmæssigt fuldt forsvarligt, og at der udarbejdes og holdes en opdateret arbejdspladsvurdering (APV). Samarbejdet om arbejdsmiljø skal organiseres, herunder med en arbejdsmiljøorganisation i virksomheder med 10 eller flere ansatte.",
    topics: ["occupational-health-safety"],
  },
  {
    titleEn: "Danish Executive Order on the Performance of Work",
    titleDa: "Bekendtgørelse om arbejdets udførelse",
    referenceNumber: "BEK nr 1234 af 29/10/2018",
    territory: "DK",
    url: "https://www.retsinformation.dk/eli/lta/2018/1234",
    summaryEn:
      "Requires employers to plan, organise and carry out all work so that it is fully safe and healthy, following the general principles of prevention. Employers must provide effective supervision, the necessary instruction and training, personal protective equipment where risks cannot be avoided otherwise, and measures against strain from manual handling of loads.",
    summaryDa:
      "Kræver, at arbejdsgiveren planlægger, tilrettelægger og udfører alt arbejde sikkerheds- og sundhedsmæssigt fuldt forsvarligt efter de generelle forebyggelsesprincipper. Arbejdsgiveren skal sørge for effektivt tilsyn, nødvendig instruktion og oplæring, personlige værnemidler, hvor risici ikke kan undgås på anden måde, og foranstaltninger mod belastning ved manuel håndtering af byrder.",
    topics: ["occupational-health-safety"],
  },
  {
    titleEn: "Danish Executive Order on Work with Substances and Materials (Chemical Agents)",
    titleDa: "Bekendtgørelse om arbejde med stoffer og materialer (kemiske agenser)",
    referenceNumber: "BEK nr 381 af 12/04/2023",
    territory: "DK",
    url: "https://www.retsinformation.dk/eli/lta/2023/381",
    summaryEn:
      "Requires employers to carry out a chemical risk assessment (kemisk APV) of hazardous substances and materials and to prepare workplace instructions (arbejdspladsbrugsanvisninger) based on the safety data sheets. Hazardous substances must be substituted where possible, exposure must otherwise be reduced, and the occupational exposure limits must be respected.",
    summaryDa:
      "Kræver, at arbejdsgiveren udarbejder en kemisk risikovurdering (kemisk APV) af farlige stoffer og materialer og udarbejder arbejdspladsbrugsanvisninger på grundlag af sikkerhedsdatabladene. Farlige stoffer skal så vidt muligt erstattes, eksponeringen skal ellers begrænses, og grænseværdierne skal overholdes.",
    effectiveDate: "2023-04-15",
    topics: ["occupational-health-safety", "chemicals"],
  },
  {
    titleEn: "Danish Executive Order on Protection against Exposure to Noise at Work",
    titleDa: "Bekendtgørelse om beskyttelse mod udsættelse for støj i forbindelse med arbejdet",
    shortName: "Støjbekendtgørelsen",
    referenceNumber: "BEK nr 63 af 06/02/2006",
    territory: "DK",
    url: "https://www.retsinformation.dk/eli/lta/2006/63",
    summaryEn:
      "Requires employers to avoid unnecessary noise, to assess and where necessary measure noise exposure, and to ensure that daily exposure does not exceed 85 dB(A) and peak levels do not exceed 137 dB(C). Hearing protection must be made available and an action plan drawn up when the action values are exceeded.",
    summaryDa:
      "Kræver, at arbejdsgiveren undgår unødig støj, vurderer og om nødvendigt måler støjbelastningen og sikrer, at den daglige støjbelastning ikke overstiger 85 dB(A), og at spidsværdier ikke overstiger 137 dB(C). Der skal stilles høreværn til rådighed og udarbejdes en handlingsplan, når aktionsværdierne overskrides.",
    topics: ["noise", "occupational-health-safety"],
  },
  {
    titleEn: "Danish Executive Order on the Use of Technical Equipment",
    titleDa: "Bekendtgørelse om anvendelse af tekniske hjælpemidler",
    referenceNumber: "BEK nr 1109 af 15/12/1992",
    territory: "DK",
    url: "https://www.retsinformation.dk/eli/lta/1992/1109",
    summaryEn:
      "Requires employers to ensure that machinery and other technical equipment are suitable for the work, are used in a fully safe manner by instructed workers, and are inspected and maintained so that they remain safe. Instructions for use must be available in Danish.",
    summaryDa:
      "Kræver, at arbejdsgiveren sikrer, at maskiner og andre tekniske hjælpemidler er egnede til arbejdet, anvendes sikkerheds- og sundhedsmæssigt fuldt forsvarligt af instruerede medarbejdere og efterses og vedligeholdes, så de forbliver sikre. Der skal foreligge en brugsanvisning på dansk.",
    topics: ["machinery", "occupational-health-safety"],
  },
  {
    titleEn: "Danish Data Protection Act",
    titleDa:
      "Lov om supplerende bestemmelser til forordning om beskyttelse af fysiske personer i forbindelse med behandling af personoplysninger og om fri udveksling af sådanne oplysninger (databeskyttelsesloven)",
    shortName: "Databeskyttelsesloven",
    referenceNumber: "Lov nr. 502 af 23/05/2018",
    territory: "DK",
    url: "https://www.retsinformation.dk/eli/lta/2018/502",
    summaryEn:
      "Supplements the GDPR with Danish rules, including on the processing of CPR numbers, data on criminal offences and personal data in employment relationships, and sets out the Danish Data Protection Agency's powers and the fines for infringements. Companies must apply it together with the GDPR to employee, customer and supplier data.",
    summaryDa:
      "Supplerer databeskyttelsesforordningen med danske regler, bl.a. om behandling af CPR-numre, oplysninger om strafbare forhold og personoplysninger i ansættelsesforhold, og fastlægger Datatilsynets beføjelser og bødestraf for overtrædelser. Virksomheder skal anvende loven sammen med GDPR på medarbejder-, kunde- og leverandøroplysninger.",
    effectiveDate: "2018-05-25",
    topics: ["data-protection"],
  },
];
