/** An age range as written for people: "18–29", with an en dash. */
export const ageRangeLabel = (range: string) => range.replace('-', '–');
