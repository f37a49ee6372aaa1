/** How deep a request's JSON may nest. The deepest input of the API is an object holding a list (2). */
const MAX_JSON_DEPTH = 32;

/**
 * True when JSON text nests arrays or objects deeper than `max`. A deeply nested body parses fine, but
 * code that walks it recursively later (the REST adapter stringifies it again) overflows the stack and
 * answers 500; refusing it up front keeps that a 400. Brackets inside strings do not count.
 */
export function jsonNestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}
