/**
 * English text of the legal pages. Loaded only with those pages, so the home page does not
 * carry it. `{{name}}`, `{{email}}` and `{{address}}` are filled from the site configuration.
 */
import { RETENTION_DAYS } from '@painpoint/contracts/account-constants';

export interface LegalSection {
  title: string;
  paragraphs: string[];
}

export const legalEn = {
  page: {
    title: 'Legal information',
    tabs: 'Legal documents',
    lastUpdated: 'Last updated: 20 February 2025',
    disclaimerTab: 'Legal Disclaimer',
    termsTab: 'Terms of Use',
    privacyTab: 'Privacy Policy',
  },
  disclaimer: {
    title: 'Legal Disclaimer',
    sections: [
      {
        title: 'No medical advice',
        paragraphs: [
          'Everything on PainPoint — the possible causes, urgency levels, tests, treatments, self-care tips and videos — is general health information. It is not medical advice, a diagnosis or a treatment plan, and it must not be used instead of seeing a qualified doctor.',
          'Never ignore or delay professional medical advice because of something you read on PainPoint. If you think you may have a medical emergency, call 112, or 108 for an ambulance, or go to the nearest emergency department straight away.',
        ],
      },
      {
        title: 'No doctor–patient relationship',
        paragraphs: [
          'Using PainPoint, making an account or sending us a message does not create a doctor–patient relationship or any other professional care relationship between you and PainPoint, its team or the authors of its content.',
        ],
      },
      {
        title: 'A free support tool',
        paragraphs: [
          'PainPoint is offered free of charge as a support tool to help you understand your symptoms and prepare for a talk with a doctor. We do not sell medicines, tests or appointments, and we are not paid to recommend any provider.',
        ],
      },
      {
        title: 'Accuracy of information',
        paragraphs: [
          'We write our medical content from published guidance of reputable bodies and review it with care, but medicine changes and every person is different. The ranking of possible causes is an estimate from your answers; it can be wrong, and it can miss a cause that is not in our knowledge base.',
          'The information is provided "as is", without any promise that it is complete, current or suitable for your situation.',
        ],
      },
      {
        title: 'Limitation of liability',
        paragraphs: [
          'To the fullest extent the law allows, PainPoint and its team are not liable for any loss, harm or damage that comes from using, or relying on, the website or its content. You use the information at your own risk and remain responsible for decisions about your health.',
          'Nothing in this disclaimer limits any liability that cannot be limited under the laws of India.',
        ],
      },
      {
        title: 'Governing law',
        paragraphs: [
          'This disclaimer, and any dispute about the website, are governed by the laws of India. The courts of Bengaluru, Karnataka, have exclusive jurisdiction over any such dispute.',
        ],
      },
    ] satisfies LegalSection[],
  },
  terms: {
    title: 'Terms of Use',
    sections: [
      {
        title: 'Acceptance of these terms',
        paragraphs: [
          'By using PainPoint you agree to these Terms of Use, to the Legal Disclaimer and to the Privacy Policy. If you do not agree, please do not use the website.',
          'Accounts are for adults aged 18 or over. A parent or carer may use the symptom check for a child; it gives general information, not a diagnosis.',
        ],
      },
      {
        title: 'Permitted use',
        paragraphs: [
          'You may use PainPoint for your own personal, non-commercial purposes: to learn about your symptoms and to prepare for a visit to a doctor.',
          'You may not copy, resell or republish the website or its content for commercial purposes; use automated tools to collect its content in bulk, except through the documented public API within its limits; try to break into, overload or disrupt the service; or use it for anything unlawful.',
        ],
      },
      {
        title: 'Your responsibilities',
        paragraphs: [
          'Answer the questions as truthfully as you can; the results depend on your answers. Seek professional care when the website tells you to, and whenever you are worried.',
          'If you make an account, keep your password secret, give information that is true, and tell us if you think someone else has used your account. Do not send messages that are abusive, unlawful or contain another person’s private information.',
        ],
      },
      {
        title: 'Third-party links and videos',
        paragraphs: [
          'PainPoint links to, and can show, material from other organisations, such as educational videos and map searches for nearby clinics. We do not control those services and are not responsible for their content or their privacy practices. A video is loaded from its host only when you choose to play it.',
        ],
      },
      {
        title: 'Changes to these terms',
        paragraphs: [
          'We may update these terms when the service or the law changes. The date at the top of this page shows the latest version. If you keep using PainPoint after a change, you accept the updated terms; if a change is significant and you have an account, we will tell you before it takes effect.',
        ],
      },
    ] satisfies LegalSection[],
  },
  privacy: {
    title: 'Privacy Policy',
    sections: [
      {
        title: 'What we collect',
        paragraphs: [
          'Without an account: nothing that identifies you. Your pain location, sex, age, weight and answers are kept in your own browser (its local storage) and scored there; they are not sent to us.',
          'With an account: your e-mail address or phone number and a protected (hashed) form of your password. If you choose to fill in your profile and give consent: your name, age range, sex and body type. If you choose to keep a history of your assessments and give consent to that: each assessment you save (its date, where the pain is, your sex, age and weight, your answers, how urgent it was and the possible causes shown), which you can delete one by one or all at once, and which are all deleted if you withdraw that consent. If you send us a message: your name, e-mail address and the message.',
          'Like every website, our server briefly records technical details of each request (such as the time and the address it came from) to keep the service secure and working. These records never include your answers or your password.',
        ],
      },
      {
        title: 'Why we collect it',
        paragraphs: [
          'We use your account details to let you sign in, reset your password and keep your profile, so you do not have to answer the same questions each time. We use your messages only to reply to you. We use technical records only for security and to fix faults. We never sell your data and never use it for advertising.',
        ],
      },
      {
        title: 'Consent and your control',
        paragraphs: [
          'We keep profile data only with your explicit consent, which we record together with the time and the version of the notice you agreed to. You can withdraw consent at any time in your profile; the profile data is then deleted.',
          'Under India’s Digital Personal Data Protection Act, 2023, you can ask to see the data we hold about you, correct it, or erase it. In your profile you can download all your data and delete your account yourself; both are as easy as giving consent was.',
        ],
      },
      {
        title: 'Storage and security',
        paragraphs: [
          'Your data is stored on servers we control, protected by encryption in transit, strict access rules and security testing. Passwords are stored only as strong one-way hashes. We keep account data while your account exists. Contact messages are deleted once they have been dealt with, and at the latest after one year.',
          `What has stopped being of use is deleted ${RETENTION_DAYS} days later: a sign-in (session) after it has ended, a password-reset link or code after it was used or expired, and an e-mail or text message we sent after it was delivered.`,
          'When you delete your account, we delete everything linked to your e-mail address or phone number: your account, profile, saved assessments, consent records, sign-ins, reset links and codes, the messages you sent us with that address (also before you had an account) and our e-mails about them. We then send one last message to that address or number to confirm, and delete it once it is delivered. Deleted data is also cleared from our database’s files.',
        ],
      },
      {
        title: 'Sharing with others',
        paragraphs: [
          'We do not share your personal data with third parties, except with service providers who deliver our e-mails and text messages on our behalf (only the address or number and the message), or when the law requires it.',
        ],
      },
      {
        title: 'Cookies',
        paragraphs: [
          'We use only the cookies and browser storage the website needs to work, such as keeping you signed in and remembering your theme. There are no advertising or tracking cookies. See the Cookie Policy for details.',
        ],
      },
      {
        title: 'Changes to this policy',
        paragraphs: [
          'We will update this policy when our practices or the law change, and change the date at the top. If a change affects how we use data you have already given us, we will ask for your consent again.',
        ],
      },
      {
        title: 'Grievance officer',
        paragraphs: [
          'If you have a question or complaint about your personal data, contact our grievance officer. We will acknowledge your message within 48 hours and aim to resolve it within 30 days.',
          'Name: {{name}}',
          'E-mail: {{email}}',
          'Postal address: {{address}}',
        ],
      },
    ] satisfies LegalSection[],
  },
  cookies: {
    title: 'Cookie Policy',
    effective: 'Effective date: 25 December 2024',
    sections: [
      {
        title: 'What cookies are',
        paragraphs: [
          'Cookies are small text files that a website asks your browser to keep, so that it can recognise your browser later. Websites can also keep small amounts of data in your browser’s local storage, which works in a similar way; this policy covers both.',
        ],
      },
      {
        title: 'Types of cookies',
        paragraphs: [
          'Essential cookies make a website work, for example keeping you signed in. Performance cookies measure how a website is used so it can be improved. Functional cookies remember your choices, such as a theme. Analytics and targeting cookies follow what you do, often across websites, to build a profile or show advertising.',
        ],
      },
      {
        title: 'How PainPoint uses them',
        paragraphs: [
          'Essential: when you sign in, a secure cookie that scripts cannot read keeps you signed in; it is removed when you log out. A second one, which also holds no personal details, remembers for up to 180 days that this browser has signed in to your account before, so that strangers guessing your password cannot lock you out. Functional: your browser’s local storage remembers your theme (light or dark) and, while you use the symptom check, your answers, so a reload does not lose them. A cookie named “lang”, which holds nothing else, remembers for a year the language you chose (English or Hindi), so that every page arrives in it.',
          'PainPoint uses no performance, analytics or targeting cookies.',
        ],
      },
      {
        title: 'Third-party cookies',
        paragraphs: [
          'PainPoint itself sets no third-party cookies. An educational video is loaded from its host only when you click to play it; that host (for example YouTube in its privacy-enhanced mode) may then set its own cookies under its own policy.',
        ],
      },
      {
        title: 'Your choices',
        paragraphs: [
          'You can block or delete cookies and local storage in your browser settings. If you block essential cookies you will not be able to stay signed in, but the symptom check still works. Clearing local storage removes your saved answers and theme.',
        ],
      },
      {
        title: 'Updates to this policy',
        paragraphs: [
          'If we change how we use cookies, we will update this policy and its effective date. We will not add analytics or targeting cookies without asking you first.',
        ],
      },
      {
        title: 'Contact us',
        paragraphs: ['If you have questions about cookies on PainPoint, write to us at'],
      },
    ] satisfies LegalSection[],
  },
};

export type LegalCatalogue = typeof legalEn;
