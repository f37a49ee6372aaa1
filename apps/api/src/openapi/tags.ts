/*
 * The groups of the REST face. Each group is declared beside the operations it gathers (a router or a
 * plugin calls defineTag at module level, a CRUD resource through its config), so a new resource
 * brings its own; the document lists every declared tag, in the order its operations first appear.
 */

export type Tag = { name: string; description: string };
type Nouns = { one: string; many: string };

const declared = new Map<string, Tag & { nouns?: Nouns }>();

/**
 * Declares a group of operations and answers its name, for `openapi.tags`. `nouns` names one record
 * and several of a CRUD resource where the path alone reads badly (`inventory`: inventory items).
 * Declaring a name twice is a mistake two files would make, so it throws.
 */
export function defineTag(name: string, description: string, nouns?: Nouns): string {
  if (declared.has(name)) throw new Error(`The OpenAPI tag "${name}" is declared twice.`);
  declared.set(name, { name, description, ...(nouns && { nouns }) });
  return name;
}

/** Every declared tag, ordered by the first of `usedInOrder` (the document's tags, path by path) naming it. */
export function declaredTags(usedInOrder: readonly string[]): Tag[] {
  const rank = (name: string) => {
    const at = usedInOrder.indexOf(name);
    return at === -1 ? usedInOrder.length : at;
  };
  return [...declared.values()]
    .sort((a, b) => rank(a.name) - rank(b.name))
    .map(({ name, description }) => ({ name, description }));
}

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** One record and several of a CRUD resource, without an article: `{ one: 'client', many: 'clients' }`. */
export function resourceNouns(path: string, entity: string): Nouns {
  const tag = declared.get(path);
  // Read before its router declared it, a resource would be named by its path alone, silently.
  if (!tag) throw new Error(`The OpenAPI tag "${path}" is read before it is declared (defineTag).`);
  return tag.nouns ?? { one: entity.toLowerCase(), many: path.replaceAll('-', ' ') };
}

/**
 * The English names of a CRUD resource for summaries: `resourceNames('clients', 'Client')` gives
 * `{ one: 'a client', many: 'clients' }`.
 */
export function resourceNames(path: string, entity: string): Nouns {
  const nouns = resourceNouns(path, entity);
  return { one: withArticle(nouns.one), many: nouns.many };
}
