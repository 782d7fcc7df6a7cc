/** The legislation's title and summary in the reader's language. */
export function localized<
  T extends { titleEn: string; titleDa: string; summaryEn?: string | null; summaryDa?: string | null },
>(legislation: T, language: string) {
  const danish = language === "da";
  return {
    title: danish ? legislation.titleDa : legislation.titleEn,
    summary: (danish ? legislation.summaryDa : legislation.summaryEn) ?? null,
  };
}

export const topicName = (topic: { nameEn: string; nameDa: string }, language: string) =>
  language === "da" ? topic.nameDa : topic.nameEn;

/** A topic filter's options in the reader's language (a page's loader data carries no other). */
export const topicOptions = (topics: { id: number; nameEn: string; nameDa: string }[], language: string) =>
  topics.map((topic) => ({ id: topic.id, name: topicName(topic, language) }));
