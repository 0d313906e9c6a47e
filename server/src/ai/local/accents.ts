// "Marek Dvořák" as marek.dvorak@, "EDUCACION" for "Educación", "Février" keyed as "fevrier": the
// letters without their accents, for comparing words people write with and without them.
export const withoutAccents = (text: string): string => text.normalize('NFKD').replaceAll(/\p{M}/gu, '');
