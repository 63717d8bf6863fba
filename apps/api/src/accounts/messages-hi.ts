import { CODE_TTL_MINUTES, LINK_TTL_MINUTES } from '@painpoint/contracts';
import type { OutgoingMessage } from '../db/repositories/outbox.ts';

/**
 * The Hindi mail and texts of the account calls: the same functions as messages.ts, with the same
 * links, codes and time limits, so a caller picks one module by the visitor's language and calls
 * it the same way.
 */

interface To {
  userId: string;
  email: string;
}

/** Someone signed up with an address that has an account: its owner may have forgotten it. */
export function accountExistsMail(publicUrl: string, to: To, token: string): OutgoingMessage {
  return {
    channel: 'email',
    recipient: to.email,
    userId: to.userId,
    subject: 'आपका PainPoint अकाउंट पहले से है',
    body: [
      'नमस्ते,',
      '',
      'किसी ने इस ईमेल पते से PainPoint अकाउंट बनाने की कोशिश की, जबकि इस पते से पहले से एक अकाउंट है।',
      '',
      `अगर यह आप थे, तो आप ${publicUrl}/login पर लॉगिन कर सकते हैं, या ${LINK_TTL_MINUTES} मिनट के अंदर इस लिंक से नया पासवर्ड चुन सकते हैं (यह एक ही बार काम करता है):`,
      `${publicUrl}/set-password/${token}`,
      '',
      'अगर यह आप नहीं थे, तो आप इस ईमेल को अनदेखा कर सकते हैं: कुछ भी नहीं बदला है।',
      '',
      'PainPoint',
    ].join('\n'),
  };
}

/** The reset link goes in the fragment, so it never reaches a server log or a Referer (decision 010). */
export function resetLinkMail(publicUrl: string, to: To, token: string): OutgoingMessage {
  return {
    channel: 'email',
    recipient: to.email,
    userId: to.userId,
    subject: 'PainPoint का नया पासवर्ड चुनें',
    body: [
      'नमस्ते,',
      '',
      'किसी ने (हमें उम्मीद है कि आपने) इस ईमेल पते वाले PainPoint अकाउंट के लिए नया पासवर्ड चुनने को कहा है।',
      '',
      `नया पासवर्ड चुनने के लिए, ${LINK_TTL_MINUTES} मिनट के अंदर यह लिंक खोलें। यह एक ही बार काम करता है:`,
      `${publicUrl}/reset-password#token=${token}`,
      '',
      'अगर आपने यह नहीं मांगा था, तो आप इस ईमेल को अनदेखा कर सकते हैं: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
      '',
      'PainPoint',
    ].join('\n'),
  };
}

export function resetCodeText(to: { userId: string; phone: string }, code: string): OutgoingMessage {
  return {
    channel: 'sms',
    recipient: to.phone,
    userId: to.userId,
    body: `आपका PainPoint कोड ${code} है। यह ${CODE_TTL_MINUTES} मिनट तक काम करेगा। इसे कभी किसी को न बताएँ। अगर आपने यह नहीं मांगा था, तो इस एसएमएस को अनदेखा करें।`,
  };
}

export function passwordChangedMail(publicUrl: string, to: To): OutgoingMessage {
  return {
    channel: 'email',
    recipient: to.email,
    userId: to.userId,
    subject: 'आपका PainPoint पासवर्ड बदल दिया गया है',
    body: [
      'नमस्ते,',
      '',
      'आपके PainPoint अकाउंट का पासवर्ड अभी बदला गया है, और जिस भी डिवाइस पर लॉगिन था, वहाँ से लॉगआउट कर दिया गया है।',
      '',
      `अगर यह आपने नहीं किया, तो तुरंत ${publicUrl}/forgot-password पर नया पासवर्ड चुनें और ${publicUrl}/contact-us पर हमें लिखें।`,
      '',
      'PainPoint',
    ].join('\n'),
  };
}
