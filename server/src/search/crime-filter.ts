import { categoriesNamed } from '../corpus/crime-families';
import { CRIME_CATEGORIES } from '../corpus/crimes';

/**
 * The crime categories a `crime` filter stands for. A value spelled exactly as a category is that
 * category, so a facet value picked from the counts finds exactly the events it counted (the
 * category "Robbery", not every robbery); any other value naming a family ("hijacking") stands for
 * its members, and one naming a category in other letter case for that category. Anything else is
 * kept as it is and matches nothing.
 */
export function crimeCategoriesFor(values: readonly string[]): string[] {
  const categories = values.flatMap((value) => {
    if (CRIME_CATEGORIES.includes(value)) return [value];
    const named = categoriesNamed(value);
    return named.length > 0 ? named : [value];
  });
  return [...new Set(categories)];
}
