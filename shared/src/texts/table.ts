export const LANGUAGE_KEYS = ['en_US', 'de_DE'] as const;
export type LanguageKey = (typeof LANGUAGE_KEYS)[number];

/** Text id → the text in every language; {{name}} marks a value (the syntax of the server's translation bundles). */
export type TextTable = Readonly<Record<string, Readonly<Record<LanguageKey, string>>>>;

/** A table with its ids kept as literal types, so that a text is asked for by a known id. */
export const defineTexts = <const T extends TextTable>(table: T): T => table;

/** One language's texts of a table, id → text, as a bundle holds them. */
export function textsIn(table: TextTable, language: LanguageKey): Record<string, string> {
  return Object.fromEntries(Object.entries(table).map(([id, texts]) => [id, texts[language]]));
}

/** The names of a text's values, sorted: 'Page {{page}} of {{total}}' → ['page', 'total']. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!).sort();
}

/** A text with its {{values}} filled; a value not given is left empty. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * What is wrong with a table, for its area's test: a missing or empty text, a value named in one
 * language and not in another, an id that no source file names: quoted as it is written, or
 * built from its prefix in a template (`status.${job.jobStatus}` uses every status.* text).
 */
export function textTableProblems(table: TextTable, sources: string[]): string[] {
  const problems: string[] = [];
  const prefixes = sources.flatMap((source) => [...source.matchAll(/`([\w.]+\.)\$\{/g)].map((match) => match[1]!));
  const used = (id: string) =>
    prefixes.some((prefix) => id.startsWith(prefix)) ||
    sources.some((source) => source.includes(`'${id}'`) || source.includes(`"${id}"`) || source.includes(`\`${id}\``));
  for (const [id, texts] of Object.entries(table)) {
    for (const language of LANGUAGE_KEYS) {
      if (!texts[language]?.trim()) problems.push(`${id}: no ${language} text`);
    }
    const english = placeholders(texts.en_US ?? '').join(', ');
    for (const language of LANGUAGE_KEYS) {
      const own = placeholders(texts[language] ?? '').join(', ');
      if (own !== english) problems.push(`${id}: ${language} names {{${own}}}, en_US {{${english}}}`);
    }
    if (!used(id)) problems.push(`${id}: no source uses it`);
  }
  return problems;
}
