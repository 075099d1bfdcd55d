/**
 * Messages made with arguments (`codUnitsPerProduct(5, 'Triphala')`) in another language (issue 31). A table's
 * function is called once with markers for its arguments; its English output becomes a pattern that finds the
 * arguments again in a finished message, and the translation's function is called with them. A function whose
 * output does not carry every argument as given (arithmetic on one, say) is left out: its messages stay English.
 */
export interface TextTemplate {
  pattern: RegExp;
  /** which argument each capture group is */
  order: number[];
  english: (...args: unknown[]) => string;
  translated: (...args: unknown[]) => string;
}

// private-use characters: no message text contains them
const marker = (index: number) => `\uE000${index}\uE001`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateOf(english: (...args: unknown[]) => string, translated: (...args: unknown[]) => string): TextTemplate | null {
  const count = english.length;
  if (count === 0) return null;
  let output: string;
  try {
    output = english(...Array.from({ length: count }, (_, index) => marker(index)));
  } catch {
    return null;
  }
  const parts = output.split(/\uE000(\d+)\uE001/);
  const order = parts.filter((_, index) => index % 2 === 1).map(Number);
  if (new Set(order).size !== count || order.length !== count) return null;
  const source = parts.map((part, index) => (index % 2 === 1 ? '(.+?)' : escape(part))).join('');
  return { pattern: new RegExp(`^${source}$`, 's'), order, english, translated };
}

/** Every function of a text table paired with its translation's, walking both trees key by key. */
export function pairTemplates(english: unknown, translated: unknown, into: TextTemplate[] = []): TextTemplate[] {
  if (typeof english === 'function' && typeof translated === 'function') {
    const template = templateOf(english as TextTemplate['english'], translated as TextTemplate['translated']);
    if (template) into.push(template);
  } else if (english && typeof english === 'object' && translated && typeof translated === 'object') {
    for (const key of Object.keys(english)) pairTemplates((english as Record<string, unknown>)[key], (translated as Record<string, unknown>)[key], into);
  }
  return into;
}

const asArgument = (text: string): unknown => (/^\d+$/.test(text) ? Number(text) : text);

/** The translation of a message one of the templates made, or null when none did. */
export function translateByTemplate(message: string, templates: TextTemplate[]): string | null {
  for (const template of templates) {
    const found = template.pattern.exec(message);
    if (!found) continue;
    const args: unknown[] = [];
    template.order.forEach((argument, group) => {
      args[argument] = asArgument(found[group + 1] ?? '');
    });
    try {
      // the arguments read back must make the same English message, or the match was not this template's
      if (template.english(...args) !== message) continue;
      return template.translated(...args);
    } catch {
      continue;
    }
  }
  return null;
}
