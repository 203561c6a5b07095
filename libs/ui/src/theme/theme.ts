import { DEFAULT_THEME, createTheme, type MantineColorsTuple } from '@mantine/core';

/** A Mantine palette with some shades replaced. */
function withShades(name: string, shades: Record<number, string>): MantineColorsTuple {
  const base = DEFAULT_THEME.colors[name];
  if (!base) throw new Error(`Mantine has no ${name} palette`);
  const palette: string[] = [...base];
  for (const [index, colour] of Object.entries(shades)) palette[Number(index)] = colour;
  return palette as unknown as MantineColorsTuple;
}

/**
 * One theme for the web app, Storybook and component tests.
 *
 * Colour contrast (WCAG AA, 4.5:1 for text; issue 18's axe scan): Mantine's default teal, dimmed grey, error
 * red and the light green alert fall short on white, so those shades are darkened here:
 * - teal 8 (#087052, filled buttons, links: 6.1:1 with white) is the primary shade; teal 9 (#065f46) is the
 *   text of light variants, 6.6:1 on teal 1 (the active sidebar entry);
 * - gray 6, the dimmed text, #646b72: 5.4:1 on white, 5.1:1 on gray 0;
 * - red 6, the error text, #d42a2a: 5.0:1 on white;
 * - green 9, the text of green alerts, #237032: 5.3:1 on green 1.
 */
export const ridgelineTheme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 8, dark: 8 },
  colors: {
    teal: withShades('teal', { 8: '#087052', 9: '#065f46' }),
    gray: withShades('gray', { 6: '#646b72' }),
    red: withShades('red', { 6: '#d42a2a' }),
    green: withShades('green', { 9: '#237032' }),
  },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  components: {
    // A toast's close button is an icon: without a name axe fails any screen scanned while a toast shows.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // A status badge is never cut ("CO…" in a narrow table column, issue 27): it keeps its text's width, and a
    // long one wraps rather than ends in an ellipsis.
    Badge: { styles: { root: { minWidth: 'max-content', flexShrink: 0 }, label: { overflow: 'visible' } } },
  },
});
