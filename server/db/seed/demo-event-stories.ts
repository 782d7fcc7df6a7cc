import type { ActionKind, Effectiveness } from "../../domain/actions";
import type { EventCategory, EventImportance, EventStatus } from "../../domain/events";

type ActionSeed = {
  kind?: ActionKind;
  description: string;
  responsible: string;
  /** Days from today: negative is past. */
  due: number;
  done?: number;
  /** Begun, not done. */
  started?: boolean;
  effectiveness?: Effectiveness;
  note?: string;
};
export type EventSeed = {
  organization: string;
  department?: string;
  location?: string;
  title: string;
  description: string;
  /** Days before today, and the hour it happened. */
  daysAgo: number;
  hour: number;
  importance: EventImportance;
  category: EventCategory;
  accident?: boolean;
  nearMiss?: boolean;
  injuredRole?: string;
  injury?: string;
  daysOfAbsence?: number;
  /** Days before today. */
  firstDayOfAbsence?: number;
  /** Days before today it was reported to the authority. */
  reportedToAuthority?: number;
  immediateAction?: string;
  reporter: string;
  /** The statuses it went through after REPORTED. */
  path: EventStatus[];
  cause?: string;
  whys?: string[];
  contributingFactors?: string;
  actions?: ActionSeed[];
};

/** A year of the demo holding's events, each at its stage of handling. */
export const EVENTS: EventSeed[] = [
  {
    organization: "Nordvik Chemicals A/S",
    department: "Production",
    location: "Filling line 2",
    title: "Slipped on spilt product at the filling line; sprained wrist",
    description:
      "A drum overflowed during filling and the operator slipped on the wet floor while fetching absorbent, landing on the left hand.",
    daysAgo: 3,
    hour: 10,
    importance: "MEDIUM",
    category: "WORK_ENVIRONMENT",
    accident: true,
    injuredRole: "Production operator",
    injury: "Sprained left wrist",
    daysOfAbsence: 2,
    firstDayOfAbsence: 2,
    immediateAction: "First aid and a cold pack; the spill absorbed and the line stopped until the floor was dry.",
    reporter: "editor@demo.example",
    path: [],
  },
  {
    organization: "Nordvik Chemicals A/S",
    department: "Warehouse",
    location: "Warehouse, aisle 4",
    title: "Forklift struck a pallet rack; operator's foot caught",
    description:
      "Reversing out of aisle 4, Forklift 1 struck the rack upright. A pallet shifted and the operator's foot was caught between the pallet and the mast guard.",
    daysAgo: 61,
    hour: 9,
    importance: "HIGH",
    category: "WORK_ENVIRONMENT",
    accident: true,
    injuredRole: "Warehouse operator",
    injury: "Crushed left foot, no fracture",
    daysOfAbsence: 3,
    firstDayOfAbsence: 60,
    reportedToAuthority: 55,
    immediateAction: "First aid, taken to the emergency ward; aisle 4 closed until the rack was inspected.",
    reporter: "editor@demo.example",
    path: ["UNDER_INVESTIGATION", "ACTIONS_IN_PROGRESS"],
    cause: "Reversing without a clear view past the load; the rack upright had no collision guard.",
    whys: [
      "The operator reversed without seeing the rack",
      "The load blocked the view and there is no mirror at the aisle end",
      "Aisle 4 was narrowed when the new racks came, without a review of traffic",
    ],
    contributingFactors: "Peak load before a shipment; new temporary operator on the shift.",
    actions: [
      {
        description: "Fit collision guards to all rack uprights in aisles 1–6",
        responsible: "manager@demo.example",
        due: -20,
        done: -25,
        effectiveness: "EFFECTIVE",
        note: "Guards fitted and inspected; one minor bump since, no damage.",
      },
      {
        description: "Convex mirrors at the ends of aisles 3–5",
        responsible: "manager@demo.example",
        due: -10,
        started: true,
      },
      {
        kind: "PREVENTIVE",
        description: "Traffic review for the warehouse after any change of rack layout",
        responsible: "editor@demo.example",
        due: 30,
      },
    ],
  },
  {
    organization: "Nordvik Chemicals A/S",
    department: "Production",
    location: "Filling line",
    title: "Spill of 40 L of caustic cleaner at the filling line",
    description:
      "A hose coupling came loose during filling; about 40 litres of 25 % sodium hydroxide solution ran onto the floor and towards the floor drain.",
    daysAgo: 120,
    hour: 14,
    importance: "HIGH",
    category: "ENVIRONMENT",
    immediateAction: "Drain covered, spill absorbed with the spill kit, waste collected as hazardous waste.",
    reporter: "editor@demo.example",
    path: ["UNDER_INVESTIGATION", "ACTIONS_IN_PROGRESS", "CLOSED"],
    cause: "The coupling's seal was worn; couplings were not in the maintenance plan.",
    whys: ["The coupling leaked", "Its seal was worn", "Couplings were not in the maintenance plan"],
    actions: [
      {
        description: "Replace the couplings of the filling line with dry-break couplings",
        responsible: "manager@demo.example",
        due: -90,
        done: -95,
        effectiveness: "EFFECTIVE",
        note: "No leaks in three months.",
      },
      {
        description: "Add couplings and hoses to the quarterly maintenance round",
        responsible: "editor@demo.example",
        due: -80,
        done: -85,
        effectiveness: "EFFECTIVE",
        note: "In the control book since June.",
      },
    ],
  },
  {
    organization: "Nordvik Chemicals A/S",
    department: "Laboratory",
    location: "Laboratory, room 2",
    title: "Near miss: solvent bottle left open in the fume cupboard overnight",
    description:
      "An open 1 L bottle of acetone was found in the fume cupboard in the morning; the cupboard was on night mode.",
    daysAgo: 12,
    hour: 8,
    importance: "MEDIUM",
    category: "WORK_ENVIRONMENT",
    nearMiss: true,
    immediateAction: "Bottle closed and put in the solvent cabinet.",
    reporter: "editor@demo.example",
    path: [],
  },
  {
    organization: "Nordvik Chemicals A/S",
    department: "Production",
    location: "Tank farm",
    title: "Near miss: tank truck started to move with the hose connected",
    description:
      "The driver started the engine and released the brake while the unloading hose was still connected; the operator stopped him.",
    daysAgo: 30,
    hour: 11,
    importance: "HIGH",
    category: "WORK_ENVIRONMENT",
    nearMiss: true,
    reporter: "manager@demo.example",
    path: ["UNDER_INVESTIGATION"],
    cause: "No interlock between hose and truck; the driver was new to the site.",
  },
  {
    organization: "Nordvik Group A/S",
    department: "Group IT",
    title: "Phishing mail led to a password being entered on a false login page",
    description:
      "An employee entered their password on a page that imitated the mail provider's login; the account was used to send mails to customers.",
    daysAgo: 45,
    hour: 10,
    importance: "HIGH",
    category: "INFORMATION_SECURITY",
    immediateAction: "Password reset, sessions revoked, customers warned.",
    reporter: "maintainer@demo.example",
    path: ["UNDER_INVESTIGATION", "ACTIONS_IN_PROGRESS"],
    cause: "No second factor on mail accounts.",
    actions: [
      {
        description: "Two-factor sign-in for every mail account",
        responsible: "maintainer@demo.example",
        due: -15,
        done: -14,
      },
      {
        kind: "PREVENTIVE",
        description: "Phishing training for all office staff",
        responsible: "maintainer@demo.example",
        due: 20,
      },
    ],
  },
  {
    organization: "Nordvik Logistics ApS",
    department: "Terminal operations",
    location: "Terminal, gate 3",
    title: "Near miss: pedestrian in the truck lane at gate 3",
    description: "A visitor walked through the truck lane to reach the office; a reversing truck stopped in time.",
    daysAgo: 200,
    hour: 7,
    importance: "MEDIUM",
    category: "WORK_ENVIRONMENT",
    nearMiss: true,
    reporter: "limited@demo.example",
    path: ["UNDER_INVESTIGATION", "CLOSED"],
    cause: "The walkway sign at gate 3 was missing after road works.",
  },
  {
    organization: "Nordvik Logistics ApS",
    department: "Fleet",
    location: "Workshop",
    title: "Oil leak from a truck in the workshop",
    description: "About 5 litres of engine oil leaked onto the workshop floor overnight.",
    daysAgo: 6,
    hour: 6,
    importance: "LOW",
    category: "ENVIRONMENT",
    immediateAction: "Absorbed, waste oil collected.",
    reporter: "limited@demo.example",
    path: [],
  },
  {
    organization: "Nordvik Chemicals A/S",
    department: "Laboratory",
    location: "Laboratory, bench 2",
    title: "Cut to the hand from a broken beaker",
    description: "A beaker cracked while being rinsed; the technician cut the palm of the right hand.",
    daysAgo: 330,
    hour: 14,
    importance: "LOW",
    category: "WORK_ENVIRONMENT",
    accident: true,
    injuredRole: "Laboratory technician",
    injury: "Cut to the right palm, two stitches",
    daysOfAbsence: 0,
    immediateAction: "First aid; stitched at the emergency ward the same afternoon, back at work the next morning.",
    reporter: "editor@demo.example",
    path: ["UNDER_INVESTIGATION", "ACTIONS_IN_PROGRESS", "CLOSED"],
    cause: "Chipped glassware kept in use.",
    whys: ["The beaker had a chip at the rim", "Glassware is not checked before washing"],
    actions: [
      {
        kind: "PREVENTIVE",
        description: "Check glassware for chips before washing; a bin for damaged glass at each sink",
        responsible: "editor@demo.example",
        due: -300,
        done: -305,
        effectiveness: "EFFECTIVE",
        note: "No cuts from glassware since; the bin is emptied weekly.",
      },
    ],
  },
  {
    organization: "Nordvik Logistics ApS",
    department: "Terminal operations",
    location: "Waste container yard",
    title: "Smouldering fire in a cardboard container",
    description: "Smoke from the cardboard container at the yard; a cigarette end is the likely cause.",
    daysAgo: 265,
    hour: 16,
    importance: "MEDIUM",
    category: "ENVIRONMENT",
    immediateAction: "Put out with the yard's hose reel; the fire service was told and did not need to come.",
    reporter: "manager@demo.example",
    path: ["UNDER_INVESTIGATION", "ACTIONS_IN_PROGRESS", "CLOSED"],
    cause: "Smoking next to the waste containers, against the site rules.",
    whys: ["A cigarette end was thrown in the container", "The smoking shelter is far from the loading bays"],
    contributingFactors: "Dry weather; the container lid was open.",
    actions: [
      {
        kind: "CORRECTIVE",
        description: "Move the smoking shelter to the loading bays, away from the containers",
        responsible: "manager@demo.example",
        due: -230,
        done: -240,
        effectiveness: "EFFECTIVE",
        note: "No smoking at the containers seen on the monthly rounds since.",
      },
      {
        kind: "PREVENTIVE",
        description: "Keep the container lids closed; add it to the monthly yard round",
        responsible: "manager@demo.example",
        due: -220,
        done: -225,
        effectiveness: "NOT_EFFECTIVE",
        note: "Lids were found open on two rounds; lids with a spring closer are ordered.",
      },
    ],
  },
  {
    organization: "Nordvik Chemicals A/S",
    department: "Production",
    location: "Filling line",
    title: "Near miss: splash of acid when a drum was opened",
    description: "Opening a drum of phosphoric acid, a splash hit the operator's visor. No one hurt.",
    daysAgo: 160,
    hour: 10,
    importance: "MEDIUM",
    category: "WORK_ENVIRONMENT",
    nearMiss: true,
    immediateAction: "Visor and sleeve rinsed; the drum was vented before opening further.",
    reporter: "editor@demo.example",
    path: ["UNDER_INVESTIGATION", "ACTIONS_IN_PROGRESS", "CLOSED"],
    cause: "Pressure built up in the drum in the warm store.",
    whys: ["The drum was under pressure", "It stood in the sun by the gate for a day"],
    actions: [
      {
        kind: "PREVENTIVE",
        description: "Store acid drums in the shaded chemical store; vent before opening (procedure updated)",
        responsible: "editor@demo.example",
        due: -130,
        done: -135,
        effectiveness: "EFFECTIVE",
        note: "Procedure updated and trained; no splashes since.",
      },
    ],
  },
  {
    organization: "Nordvik Group A/S",
    department: "Group IT",
    title: "Laptop left on a train",
    description: "A sales laptop was left on the train; the disk is encrypted and the user had signed out.",
    daysAgo: 20,
    hour: 18,
    importance: "LOW",
    category: "INFORMATION_SECURITY",
    immediateAction: "Laptop locked and wiped remotely; the user's password changed.",
    reporter: "maintainer@demo.example",
    path: ["UNDER_INVESTIGATION"],
    cause: "Laptop put in the luggage rack and forgotten.",
  },
];
