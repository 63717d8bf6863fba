/** English text of the About page, loaded only with that page. */
export const aboutEn = {
  title: 'About PainPoint',
  intro:
    'PainPoint is a free website for people in pain who want to understand what may be causing it, how urgent it is, and what to do next. It is built for India first, and for anyone with a phone and a few minutes.',
  whatTitle: 'What PainPoint does',
  what: [
    'You show where it hurts on a body picture (or choose from a list), give your sex, age and weight, and answer a short set of questions about your pain.',
    'PainPoint compares your answers with what is known about the common and the serious causes of pain in that part of the body, and ranks the possible causes. For each one it shows which of your answers fit and which do not.',
    'Every result has an urgency level — look after yourself at home, book a doctor’s appointment, see a doctor within 24 hours, or get emergency help now — with next steps that fit India.',
    'You also see the tests and treatments a doctor may suggest, self-care advice, educational videos from health organisations, and a summary you can print or show to your doctor.',
  ],
  notTitle: 'What PainPoint is not',
  not: [
    'It is not a doctor and does not make a diagnosis. Only a qualified doctor who can examine you can do that.',
    'It is not for emergencies. If you think you are seriously ill, call 112, or 108 for an ambulance, now.',
    'A parent or carer can answer for a child, from birth: the questions change with the age given and ask about what you can see. It does not replace a doctor for a child who seems unwell.',
  ],
  knowledgeTitle: 'Where the medical facts come from',
  knowledge:
    'The knowledge behind PainPoint comes from published clinical guidance of reputable bodies such as the NHS, NICE, the WHO, the ICMR and specialist medical societies. Each condition lists its sources. The texts are written in plain words, and the ranking is tested against clinical test cases, including emergencies that must never be missed.',
  privacyTitle: 'Your privacy',
  privacy:
    'You do not need an account. Without one, your answers are scored in your own browser and are not sent to us. If you make an account, we keep only what you choose to give, with your consent, and you can download or delete it at any time.',
  freeTitle: 'Free, for personal use',
  free: 'PainPoint is free to use, for personal and non-commercial use only. It carries no advertising.',
};

export type AboutCatalogue = typeof aboutEn;
