/**
 * The measurements the two figures are computed from. Widths are half-widths (from the midline),
 * in view-box units: 1 unit ≈ 0.45 cm on a 175 cm adult, ≈ 1.7 CSS px at 343 px wide.
 *
 * The proportions follow adult body measurements, a little emphasised so that the two figures
 * read as a man and a woman at a glance: his shoulders are much broader than his hips and his
 * waist is nearly straight; her shoulders are about as wide as her hips, her waist is clearly
 * narrower than her bust and hips, and her thighs taper from the wider hips to the knee.
 */

export type Sex = 'male' | 'female';

const Y_CROWN = 4;

export interface Build {
  /** Half-width of the skull, at the angle of the jaw, and of the chin. */
  head: number;
  jaw: number;
  chin: number;
  /** Half-width of the neck under the jaw, and just above the collarbones. */
  neck: number;
  neckBase: number;
  /** Where the side of the neck turns into the slope of the shoulder: the neck/shoulder cut. */
  trapezius: number;
  /** The bony point of the shoulder, and the rounded muscle below it. */
  shoulder: number;
  deltoid: number;
  /** Torso at the armpit; at the side of the chest below it (her bust); at the lower ribs. */
  armpit: number;
  chest: number;
  ribs: number;
  /** The narrowest point of the waist and the widest of the hips, with their heights. */
  waist: number;
  waistY: number;
  hip: number;
  hipY: number;
  upperArm: number;
  elbow: number;
  forearm: number;
  wrist: number;
  /** Width of the palm across the knuckles (a full width). */
  hand: number;
  /**
   * How far the wrist swings out from where the arm leaves the armpit. The arms are held a little
   * away from the body so that each arm segment is wide enough to tap and clear of the hips.
   */
  spread: number;
  /** The outer and inner edge of the thigh halfway down; the outer edge of the knee and the calf. */
  thigh: number;
  innerThigh: number;
  knee: number;
  calf: number;
  /** The inner edge of the calf at its fullest. */
  calfIn: number;
  /** Outer edge of the leg just above the ankle bone. */
  ankle: number;
  hair: 'short' | 'long';
  bust: boolean;
  /** A child: no line across the chest (neither a bust nor a chest muscle). */
  child?: true;
}

export const BUILDS: Record<Sex, Build> = {
  male: {
    head: 16.6,
    jaw: 13.6,
    chin: 6.8,
    neck: 13,
    neckBase: 16.4,
    trapezius: 24,
    shoulder: 45,
    deltoid: 54.5,
    armpit: 36,
    chest: 35.2,
    ribs: 33.6,
    waist: 31.6,
    waistY: 148,
    hip: 34.6,
    hipY: 194,
    upperArm: 20.5,
    elbow: 17.5,
    forearm: 19,
    wrist: 12.6,
    hand: 18.6,
    spread: 22,
    thigh: 33.4,
    innerThigh: 4.6,
    knee: 33.6,
    calf: 35.6,
    calfIn: 6.4,
    ankle: 24.6,
    hair: 'short',
    bust: false,
  },
  female: {
    head: 15.6,
    jaw: 11.2,
    chin: 5.2,
    neck: 9.8,
    neckBase: 12.2,
    trapezius: 18.2,
    shoulder: 37.5,
    deltoid: 43.5,
    armpit: 28.8,
    chest: 30.8,
    ribs: 28.4,
    waist: 23.8,
    waistY: 143,
    hip: 42,
    hipY: 198,
    upperArm: 16.4,
    elbow: 14.8,
    forearm: 15.6,
    wrist: 11,
    hand: 17.4,
    spread: 30,
    thigh: 37.2,
    innerThigh: 1.8,
    knee: 33,
    calf: 33.6,
    calfIn: 7.2,
    ankle: 23.6,
    hair: 'long',
    bust: true,
  },
};

/**
 * A child of about four to six, drawn for a check "for my child" (issue 35, decision 104): the
 * same regions, ids and layout as the adults, with a child's proportions. Widths: a big round
 * head, a short neck, narrow shoulders, a straight trunk with a round tummy (no waist, no bust,
 * hips no wider than the waist), and slimmer limbs. Heights: see CHILD_HEIGHTS. Only the hair
 * differs between a boy and a girl.
 */
export const CHILD: Omit<Build, 'hair'> = {
  head: 24.5,
  jaw: 16,
  chin: 8.4,
  neck: 12.6,
  neckBase: 14.6,
  trapezius: 19,
  shoulder: 37,
  deltoid: 43,
  armpit: 30.5,
  chest: 30.8,
  ribs: 31,
  waist: 31.4,
  waistY: 148,
  hip: 32.4,
  hipY: 194,
  upperArm: 17,
  elbow: 15.6,
  forearm: 16.4,
  wrist: 11.4,
  hand: 17.6,
  spread: 24,
  thigh: 32,
  innerThigh: 3.4,
  knee: 33.4,
  calf: 34,
  calfIn: 7.2,
  ankle: 22.6,
  bust: false,
  child: true,
};

/**
 * How the child's figure moves the adults' heights (adult y → child y, straight between the
 * knots): the head taller (a fifth of the height instead of an eighth), the neck shorter, the trunk
 * a little longer and the legs shorter. The neck, the knees and the feet keep just enough height
 * to stay 44 px tap targets at a phone's width (figure.test.ts).
 */
export const CHILD_HEIGHTS: readonly (readonly [number, number])[] = [
  [0, 0],
  [Y_CROWN, Y_CROWN],
  [50, 74], // the chin
  [80, 93], // the shoulders
  [204, 230], // the crotch
  [272, 287], // the top of the knee
  [301, 314], // below the knee
  [362, 365], // the ankle
  [400, 400],
];

/** Heights shared by both figures (the same layout keeps the two maps equally easy to use). */
export const Y = {
  crown: Y_CROWN,
  chin: 50,
  skullBase: 46.5,
  jawAngle: 42,
  neckCut: 71,
  sternalNotch: 77, // front: the neck ends at the top of the breastbone …
  nape: 79, // … back: at the bony bump at the base of the neck
  acromion: 80,
  armpit: 110,
  bust: 120,
  ribs: 125, // chest / upper belly, below the bust; upper / middle back, below the shoulder blades
  navel: 152, // upper / middle belly, and middle / lower back (the waist)
  belly: 181, // middle / lower belly at the midline, below the belly button
  iliacCrest: 172, // the top of the hip bone: belly / groin at the front, back / buttock behind
  crotch: 204,
  groinCut: 214,
  glutealFold: 222,
  wrist: 198,
  handLength: 42,
  thigh: 242,
  kneeTop: 272,
  kneeBottom: 301,
  calf: 318,
  ankle: 362,
} as const;
