// Icon fonts set a glyph before each contact detail instead of a word. Extracted, the glyph is a
// private-use character (FontAwesome, as rendercv and awesome-cv print it) or, from fonts whose
// glyphs carry names, the icon's name ("Map-marker-alt London, England"). Read as the label a
// person would have written, the icon tells what the detail after it is, and is no part of it.
// Only icons whose names no word of a resume shares are read: "Mobile-alt", not "Mobile".
const ICON_LABELS: [RegExp, string][] = [
  // map-marker, location-dot (map-marker-alt)
  [/\s*(?:[\uF041\uF3C5]|\b(?:map-marker(?:-alt)?|location-dot)\b)\s*/giu, ' Location: '],
  // phone, mobile, mobile-screen-button (mobile-alt), phone-square, phone-flip (phone-alt)
  [/\s*(?:[\uF095\uF10B\uF3CD\uF098\uF879]|\b(?:mobile-alt|mobile-screen(?:-button)?|phone-alt|phone-flip|phone-square(?:-alt)?)\b)\s*/giu, ' Phone: '],
  // envelope, envelope-o
  [/\s*[\uF0E0\uF003]\s*/gu, ' Email: '],
];

/** The text with each contact icon written as the label it stands for. */
export function withIconLabels(text: string): string {
  return ICON_LABELS.reduce((labelled, [icon, label]) => labelled.replace(icon, label), text).trim();
}
