/**
 * What domain code holds in memory about the person, cleared when this device forgets them
 * (person-on-device.ts). A keeper registers when it loads, since lib never imports domain code; a
 * keeper never loaded holds nothing in memory (its storage keys are removed regardless).
 */
const forgetters = new Set<() => void>();

export function onForgetPerson(forget: () => void): void {
  forgetters.add(forget);
}

export function forgetRegistered(): void {
  for (const forget of forgetters) forget();
}
