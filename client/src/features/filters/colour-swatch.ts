/**
 * Shades of the colour names fashion shops use that CSS does not know ("Bottle Green",
 * "Grey Melange", denim washes). Without one, a swatch would read as multi-coloured.
 */
const FASHION_SHADES: Readonly<Record<string, string>> = {
  mustard: '#d9a21b',
  greymelange: '#9a9a9a',
  bottlegreen: '#1e4d3a',
  rust: '#b5512b',
  blush: '#e8b4b8',
  charcoal: '#36393d',
  lightwash: '#7d9cc0',
  darkwash: '#2d3d5c',
  cream: '#efe6d2',
  peach: '#f2b694',
  mint: '#a8d8c0',
  offwhite: '#f4f4f0',
  wine: '#722f37',
  mauve: '#b784a7',
  rani: '#d6246e',
};

/**
 * A CSS colour for a colour's name ("Sky Blue" → skyblue, "Bottle Green" → its shade), or
 * undefined for names with no single shade (Multi), which keep the many-coloured swatch.
 */
export function swatch(name: string): string | undefined {
  const key = name.toLowerCase().replace(/[^a-z]/g, '');
  if (FASHION_SHADES[key]) return FASHION_SHADES[key];
  return typeof CSS !== 'undefined' && CSS.supports?.('color', key) ? key : undefined;
}
