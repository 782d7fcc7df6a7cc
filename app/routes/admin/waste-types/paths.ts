/** Where the maintainers keep the List of Waste. */
export const WASTE_TYPES = "/admin/waste-types";
export const wasteTypePath = (id: number) => `${WASTE_TYPES}/${id}`;

/** The List of Waste on EUR-Lex: Decision 2000/532/EC as consolidated after Decision 2014/955/EU. */
export const LIST_OF_WASTE_SOURCE = "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:02000D0532-20150601";
