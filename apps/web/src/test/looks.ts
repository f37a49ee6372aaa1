/**
 * What decides how a Mantine element looks: its Mantine classes (not the static 'mantine-Badge-root'
 * names), its data attributes, its CSS variables and its inner markup. The light stand-ins (Tag, Row,
 * IconButton) must give the same as the component they replace.
 */
export function looks(
  element: HTMLElement,
  attributes = ['data-variant', 'data-size', 'data-with-left-section'],
) {
  const style = element.style;
  const variables = Object.fromEntries(
    Array.from({ length: style.length }, (_, i) => style.item(i))
      .filter((name) => name.startsWith('--'))
      .map((name) => [name, style.getPropertyValue(name)]),
  );
  const data = Object.fromEntries(attributes.map((name) => [name, element.getAttribute(name)]));
  const mantineClasses = (names: string) =>
    names
      .split(' ')
      .filter((name) => name && !/^mantine-[A-Z]/.test(name))
      .sort();
  const inner = element.innerHTML.replace(
    / class="([^"]*)"/g,
    (_, names: string) => ` class="${mantineClasses(names).join(' ')}"`,
  );
  return { classes: mantineClasses(element.className), data, variables, inner };
}
