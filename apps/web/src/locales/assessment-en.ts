import { bodyMapEn } from './body-map-en.ts';
import { historyEn } from './history-en.ts';

/**
 * English strings of the assessment flow (body map, questions, results). Loaded with the flow's
 * first page, so the home page does not carry them.
 */
export const assessmentEn = {
  bodyMap: bodyMapEn,
  history: historyEn,
  load: {
    // docs/product.md §8, word for word.
    error: 'Something went wrong! Please try again',
    retry: 'Try again',
  },
  flow: {
    startAgain: 'Start again',
    cleared: 'Your answers were cleared.',
    restarted: 'Your answers were cleared. Your age and weight are kept.',
    confirmTitle: 'Start again?',
    confirmWhat: 'This clears the place you chose and your answers to the questions.',
    confirmKept: 'Your sex, age ({{age}}) and weight ({{weight}} kg) are kept, so you can go straight to a new place.',
    confirmKeptNoWeight: 'Your sex and age ({{age}}) are kept, so you can go straight to a new place.',
    confirmRestart: 'Start again',
    confirmClearAll: 'Clear my age and weight too',
    confirmCancel: 'Cancel',
  },
  figure: {
    title: 'Choose a body figure',
    lead: 'Say who the check is for, then pick a figure. The figure sets the sex for the questions, because some causes of pain happen only in men or only in women.',
    // Decision 068 §1: asked first, on this page, before the figure.
    forWhom: 'Who is this check for?',
    forSelf: 'Me',
    forChild: 'My child',
    forOther: 'Someone else (for example an elderly parent)',
    forRequired: 'First choose who this check is for.',
    figureFor: { self: 'Your body', child: 'Your child', other: 'Their body' },
    male: 'Male',
    female: 'Female',
    boy: 'Boy',
    girl: 'Girl',
    legend: 'Body figure',
    fromProfile: 'Chosen from your saved profile. Pick the other figure if it does not fit.',
  },
  location: {
    title: 'Where does it hurt?',
    lead: 'Tap the place where the pain is worst. Turn the figure round to see the back.',
    views: 'Side of the body',
    chosen: 'You chose: {{region}}',
    none: 'Choose a place on the figure or from the list.',
    continue: 'Continue',
    changeFigure: 'Change figure',
  },
  profile: {
    titleWithSex: 'Your sex, age and weight',
    title: 'Your age and weight',
    lead: 'Some causes of pain are more likely at some ages and body weights. These details stay on this device.',
    fromProfile: 'From your saved profile: age {{age}}, {{build}} build.',
    bodyTypes: { slim: 'slim', average: 'average', heavy: 'heavy', 'very-heavy': 'very heavy' },
    sex: 'Sex',
    male: 'Male',
    female: 'Female',
    age: 'Age (years)',
    weight: 'Weight (kg)',
    continue: 'Continue',
    errorsTitle: 'Please check these:',
    sexRequired: 'Choose male or female.',
    ageRequired: 'Enter your age in years, for example 34.',
    ageWhole: 'Enter your age as a whole number of years, for example 34.',
    ageRange: 'Enter an age from 0 (a baby under one year) to 120 years.',
    weightRequired: 'Enter the weight in kilograms, for example 65.',
    weightRange: 'Enter a weight from 2 to 350 kg.',
    titleChild: "Your child's age and weight",
    titleOther: 'Their age and weight',
    ageChild: "Your child's age (years; 0 for a baby under one)",
    weightChild: "Your child's weight (kg)",
    ageOther: 'Their age (years)',
    weightOther: 'Their weight (kg)',
    // Decision 068 §2: asked once, of a female aged 10-55 (from 12 when a parent answers).
    pregnancy: { self: 'Are you pregnant now?', child: 'Could she be pregnant?', other: 'Is she pregnant now?' },
    pregnancyOptions: {
      no: 'No',
      maybe: 'Could be (a late period, or sex since the last period)',
      yes: 'Yes',
      postpartum: 'Had a baby in the last 6 weeks',
      not_sure: 'Not sure',
    },
    pregnancyRequired: 'Choose an answer about pregnancy, or “Not sure”.',
    pregnancyMonth: 'Which month of the pregnancy is it?',
    pregnancyMonthChoose: 'Choose the month',
    pregnancyMonths: [
      '1st month',
      '2nd month',
      '3rd month',
      '4th month',
      '5th month',
      '6th month',
      '7th month',
      '8th month',
      '9th month',
    ],
    pregnancyMonthRequired: 'Choose the month of the pregnancy.',
    breastfeeding: 'Breastfeeding a baby now',
    weightUnknown: 'I do not know the weight',
    weightUnknownHint: 'Many people do not know it. Leave it out: the results are worked out without it.',
    // Who the answers are for, as the questions' panel and the results show it.
    summary: '{{sex}}, {{age}} years, {{weight}} kg',
    summaryNoWeight: '{{sex}}, {{age}} years, weight not known',
    summaryPregnancy: {
      yes: 'pregnant (month {{months}})',
      maybe: 'could be pregnant',
      postpartum: 'had a baby in the last 6 weeks',
      not_sure: 'not sure whether pregnant',
    },
    answeredBy: { self: 'the patient', child: 'a parent or carer', other: 'family or a carer' },
    // A child is a boy or a girl, not a male or a female (under 16, as the age page's child notice).
    child: { male: 'Boy', female: 'Girl' },
    childNotice:
      'For a child, answer with what you see: whether they limp, cry, hold or protect the painful part, or will not eat. Call 112, or 108 for an ambulance, now if a child is floppy or hard to wake, breathes fast or with effort, has a rash that does not fade when you press a glass on it, has a fit, or will not drink.',
  },
  profileFacts: {
    pregnant: 'Pregnant',
    maybe_pregnant: 'Could be pregnant',
    not_pregnant: 'Not pregnant',
    postpartum: 'Had a baby in the last 6 weeks',
    pregnant_months_1_3: 'In months 1–3 of the pregnancy',
    pregnant_months_4_6: 'In months 4–6 of the pregnancy',
    pregnant_months_7_8: 'In month 7 or 8 of the pregnancy',
    pregnant_month_9: 'In month 9 of the pregnancy',
    breastfeeding: 'Breastfeeding',
    not_breastfeeding: 'Not breastfeeding',
  },
  steps: {
    title: 'Questions about your pain',
    progress: 'Question {{n}} of about {{total}}',
    chooseOne: 'Choose one answer.',
    chooseAny: 'Choose all that apply.',
    needAnswer: 'Choose an answer, or “Not sure”.',
    // After "Not sure" to a screen of warning signs: never silence (decision 076).
    unsure:
      'Not sure about those warning signs? If you cannot tell, get checked today: call 104 (health helpline) or see a doctor. If one of them appears, call 108.',
    back: 'Back',
    next: 'Next',
    finish: 'See my results',
    // The panel beside the question (under it on a phone): what the visitor has told so far.
    panel: 'Your pain check so far',
    where: 'Where it hurts',
    who: 'Who it is for',
    answers: 'Your answers',
    noAnswers: 'Your answers show here as you go.',
    change: 'Change',
    changeWhich: 'your answer to “{{question}}”',
  },
  emergency: {
    emergencyTitle: 'This may be an emergency',
    urgentTitle: 'You need to see a doctor soon',
    because: 'You said: “{{answer}}”',
    callsLabel: 'Emergency phone numbers',
    call108: 'Call 108 — ambulance',
    call112: 'Call 112',
    call102: 'Call 102 — ambulance for mother and baby',
    emergencyBody:
      'Get help now: call 108 for an ambulance, or 112, or go to the nearest emergency department. Do not drive yourself.',
    urgentBody:
      'See a doctor within 24 hours, today if you can. If it gets worse or you feel very unwell, call 112 or 108, or go to the nearest emergency department.',
    findHospital: 'Find the nearest emergency department (opens a map)',
    continue: 'Continue the questions',
    continueHint:
      'You can still finish the questions to read about possible causes, but do not let that delay getting help.',
  },
  triage: {
    title: 'How urgent is it?',
    // One sentence at the top of a result: how urgent, what to do now, the most likely cause.
    headline: {
      emergency: 'Emergency: call 108 or 112 now.',
      urgent: 'Urgent: see a doctor within 24 hours.',
      'see-doctor': 'See a doctor in the next few days.',
      'self-care': 'Self-care should help; see a doctor if it does not get better.',
    },
    // When the urgency comes from general danger signs and no condition explains them.
    headlineSigns: {
      emergency: 'We cannot name the cause, but these signs need hospital care now: call 108 or 112.',
      urgent: 'We cannot name the cause, but these signs need a doctor today.',
    },
    // When the urgency comes from a dangerous possibility: it is named first.
    headlineDanger: {
      emergency: 'This could be {{name}}. Call 108 or 112, or go to a hospital now.',
      urgent: 'This could be {{name}}. See a doctor today.',
    },
    headlineCause: 'The most likely cause is {{name}}.',
    headlineRuleOut: 'The first cause to rule out is {{name}}.',
    level: {
      emergency: 'Emergency',
      urgent: 'Urgent',
      'see-doctor': 'See a doctor',
      'self-care': 'Self-care',
    },
    summary: {
      emergency: 'Your answers point to something that may be an emergency.',
      urgent: 'Your answers point to something that needs a doctor within 24 hours.',
      'see-doctor': 'A doctor should check this. Book an appointment.',
      'self-care': 'This usually gets better with self-care. See a doctor if it does not.',
    },
    next: {
      call_112: 'Call 112 now.',
      ambulance_108: 'Or call 108 for an ambulance.',
      nearest_emergency_department: 'Or go to the nearest emergency department.',
      do_not_drive: 'Do not drive yourself.',
      see_doctor_24h: 'See a doctor within 24 hours, today if you can.',
      emergency_if_worse: 'If it gets worse, call 112 or 108, or go to an emergency department.',
      book_appointment: 'Book an appointment with a doctor in the next few days.',
      urgent_if_worse: 'If it gets much worse or new warning signs appear, see a doctor the same day.',
      self_care_pharmacist: 'Try the self-care advice below. A pharmacist can help with medicines.',
      see_doctor_if_not_better: 'See a doctor if it is not better in a week or two, or if it gets worse.',
    },
    redFlag: 'Because you said: “{{answer}}”',
    floor: 'Because you said: “{{answer}}”: pain like this should be checked by a doctor.',
    whyAbove: {
      redFlag:
        '{{name}} on its own is usually “{{own}}”. The urgency here comes from the warning sign you reported, not from the most likely cause: act on the urgency.',
      condition:
        '{{name}} on its own is usually “{{own}}”, but {{other}} fits your answers almost as well and needs faster care, so we advise the more urgent level to be safe.',
      answer:
        '{{name}} on its own is usually “{{own}}”, but your answers mean a doctor should check it, so we advise seeing one.',
    },
  },
  suggested: {
    unsure:
      'You were not sure about some warning signs. If you cannot tell, get checked today: call 104 (health helpline) or see a doctor.',
    paracetamolOnly:
      'Dengue is possible with these answers. Until a doctor says it is not dengue, use only paracetamol for pain or fever: not ibuprofen, aspirin, diclofenac or other painkillers like them, which can cause dangerous bleeding in dengue. Advice that names them is left out here.',
    title: 'Possible causes',
    lead: 'Ranked by how well each matches your answers. This is not a diagnosis: only a doctor who examines you can say what it is.',
    listTitle: 'Possible causes, best match first',
    best: 'Best match',
    firstForWarning: 'Listed first because it can explain the warning sign you reported',
    strength: {
      strong: 'Fits your answers well',
      moderate: 'Fits your answers partly',
      weak: 'Fits only a few of your answers',
    },
    more: 'More possible causes ({{count}})',
    dangerFirst: 'Listed first because it needs the fastest care',
    difference: '{{pct}}% below the best match',
    why: 'Why this one?',
    supports: 'What fits',
    against: 'What does not fit',
    missing: 'Common with it, but you did not say',
    nothingFor: 'None of your answers point to it strongly.',
    nothingAgainst: 'None of your answers speak against it.',
    empty:
      'None of the conditions we know matches your answers well. That does not mean nothing is wrong: please see a doctor, especially if the pain is bad or getting worse.',
    details: 'More about the best match',
    videos: 'Videos',
    tests: 'Tests and treatments',
    changeAnswers: 'Change my answers',
    incomplete: 'You have not answered all the questions yet.',
    continueQuestions: 'Continue the questions',
    forYou: 'For: {{profile}}',
    profile: '{{who}}, pain: {{where}}',
  },
  result: {
    whatToDo: 'What to do now',
    what: 'What it is',
    tests: 'Tests a doctor may advise',
    treatments: 'Treatments',
    selfCare: 'What you can do yourself',
    redFlags: 'Warning signs: get help at once if you have any of these',
    sources: 'Where this information comes from',
    reviewed: 'checked {{date}}',
    otherCauses: 'Other possible causes',
  },
  // The one-page summary to print or save as a PDF and show a doctor (decision 040).
  summary: {
    button: 'Summary for your doctor',
    buttonHint: 'Opens the print window. To keep it as a file, choose “Save as PDF” there.',
    title: 'Pain summary for a doctor',
    notDiagnosis:
      'Made with PainPoint from the patient’s own answers to its questions. It is not a diagnosis: only a doctor who examines the patient can make one.',
    facts: 'The patient and the pain',
    who: 'Patient',
    answeredBy: 'Answered by',
    where: 'Where it hurts',
    howLong: 'How long',
    redFlags: 'Warning signs',
    noRedFlags: 'None of the warning signs',
    redFlagsNotSure: 'None chosen; “Not sure” to some warning-sign questions',
    urgency: 'Urgency',
    date: 'Date',
    why: 'How urgent, and why',
    ranked: 'Possible causes, best match first',
    condition: 'Condition',
    match: 'How well it matches',
    usualUrgency: 'Usual urgency',
    answers: 'Every answer, in the order asked',
    none: 'No possible cause matched the answers well.',
    version: 'Knowledge base version {{version}}',
    // The same summary as text, shared from a phone or copied (decision 045).
    share: {
      button: 'Share the summary',
      buttonHint: 'Opens your phone’s share menu, to send the summary as text in a message or an e-mail.',
      copy: 'Copy the summary',
      copyHint: 'Copies the summary as text, to paste into a message or an e-mail to your doctor.',
      copied: 'Summary copied. Paste it into a message or an e-mail to your doctor.',
      shareFailed:
        'The summary could not be shared. Try again, or use “Summary for your doctor” to print it or save it as a PDF.',
      copyFailed: 'The summary could not be copied. Use “Summary for your doctor” to print it or save it as a PDF.',
    },
    // The lines of the text: a fact, a reason for the urgency, a condition, a question and its answer.
    text: {
      fact: '{{term}}: {{value}}',
      reason: '- {{reason}}',
      condition: '{{rank}}. {{name}}: {{match}}; usual urgency: {{urgency}}',
      answer: '{{n}}. {{question}}\n   {{answer}}',
    },
  },
  category: {
    'blood-test': 'Blood test',
    'lab-test': 'Urine, stool, breath or swab test',
    'heart-nerve-test': 'Heart tracing or nerve test',
    imaging: 'Imaging',
    consultation: 'Consultation',
    therapy: 'Therapy',
  },
  videos: {
    title: 'Videos about your possible causes',
    lead: 'From trusted health organisations: a short video where we have checked one, otherwise a page to read.',
    play: 'Play video: {{title}}',
    facade: 'Plays from YouTube when you press play. Nothing loads from YouTube before that.',
    watchAt: 'Watch “{{title}}” on the {{organisation}} website',
    newTab: '(opens in a new tab)',
    by: 'By {{organisation}}',
    read: 'Read about {{name}} on the {{organisation}} website',
    readTitle: 'The page: “{{title}}”',
    selfCareLead: 'What you can do yourself:',
    noSelfCare: 'There is no self-care for this: follow the advice on how urgent it is.',
    shownBecause: 'Shown because you said:',
  },
  // Care near the visitor, by urgency and kind of doctor (results).
  care: {
    title: 'Care near you',
    find: {
      emergency: 'Find the nearest emergency department',
      urgent: 'Find a hospital to go to today',
      'self-care': 'Find a pharmacy near you',
      doctor: 'Find a doctor near you',
      orthopaedic: 'Find a bone and joint doctor (orthopaedic) near you',
      eye: 'Find an eye doctor near you',
      ent: 'Find an ear, nose and throat (ENT) doctor near you',
      dentist: 'Find a dentist near you',
      gynaecologist: "Find a women's doctor (gynaecologist) near you",
      child: "Find a children's doctor (paediatrician) near you",
    },
    town: 'Or search in a town or area (optional)',
    esanjeevani: 'eSanjeevani: talk to a government doctor by video, free',
    esanjeevaniNote: '(the Health Ministry’s service; on the web or its app)',
    helpline: 'Call 104',
    helplineNote: 'for advice from the health helpline (in most states).',
  },
  tests: {
    title: 'Tests and treatments',
    lead: 'The tests a doctor may advise and the treatments that may help, for the possible causes of your pain.',
    leadAll:
      'The tests a doctor may advise and the treatments that may help, for every condition PainPoint knows about. Search, or choose a category.',
    search: 'Search tests and treatments',
    category: 'Category',
    all: 'All categories',
    testsTitle: 'Advised tests',
    treatmentsTitle: 'Treatments',
    yoursTitle: 'For your possible causes',
    allTitle: 'All tests and treatments',
    noneYours: 'Nothing for your possible causes matches. Below is what matches among all tests and treatments.',
    noMatch: 'Nothing matches your search.',
    clear: 'Clear the search and category',
    found: '{{count}} found',
    foundBoth: '{{yours}} for your possible causes, {{count}} in all',
    testCount: { one: '{{count}} test', other: '{{count}} tests' },
    treatmentCount: { one: '{{count}} treatment', other: '{{count}} treatments' },
    forName: 'for {{name}}',
    conditionCount: 'for {{count}} conditions',
    nearby: 'Find labs and clinics near me',
    nearbyNote: 'Opens a map search in a new tab. The map asks for your location itself: PainPoint never sees it.',
    noAssessment:
      'Answer the questions first, and this page will show the tests and treatments for your possible causes.',
    start: 'Start the pain check',
  },
};

export type AssessmentCatalogue = typeof assessmentEn;

/**
 * Typed keys for strings chosen by data, so no key is forced with a cast: a body-map region's id
 * (the keys of its labels) and a next-step code of the engine (NEXT_STEPS). The guards narrow a
 * plain string (a stored answer, the engine's code) to one the catalogue has.
 */
export type RegionId = keyof AssessmentCatalogue['bodyMap']['regions'];
export type NextStep = keyof AssessmentCatalogue['triage']['next'];
export const isRegionId = (id: string): id is RegionId => Object.hasOwn(assessmentEn.bodyMap.regions, id);
export const isNextStep = (code: string): code is NextStep => Object.hasOwn(assessmentEn.triage.next, code);
