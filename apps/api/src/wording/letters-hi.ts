import { CODE_TTL_MINUTES, LINK_TTL_MINUTES } from '@painpoint/contracts';
import type { Letters } from './letters.ts';

/** The account calls' mail and texts in Hindi, with the same links, codes and time limits as English. */
export const lettersHi: Letters = {
  greeting: 'नमस्ते,',
  accountExists: (publicUrl, token) => ({
    subject: 'आपका PainPoint अकाउंट पहले से है',
    paragraphs: [
      ['किसी ने इस ईमेल पते से PainPoint अकाउंट बनाने की कोशिश की, जबकि इस पते से पहले से एक अकाउंट है।'],
      [
        `अगर यह आपने किया था, तो आप ${publicUrl}/login पर लॉगिन कर सकते हैं, या ${LINK_TTL_MINUTES} मिनट के अंदर इस लिंक से नया पासवर्ड चुन सकते हैं (यह एक ही बार काम करता है):`,
        `${publicUrl}/set-password/link#token=${token}`,
      ],
      ['अगर यह आपने नहीं किया, तो आप इस ईमेल को अनदेखा कर सकते हैं: कुछ भी नहीं बदला है।'],
    ],
  }),
  resetLink: (publicUrl, token) => ({
    subject: 'PainPoint का नया पासवर्ड चुनें',
    paragraphs: [
      ['किसी ने (शायद आपने ही) इस ईमेल पते वाले PainPoint अकाउंट के लिए नया पासवर्ड चुनने को कहा है।'],
      [
        `नया पासवर्ड चुनने के लिए, ${LINK_TTL_MINUTES} मिनट के अंदर यह लिंक खोलें। यह एक ही बार काम करता है:`,
        `${publicUrl}/reset-password#token=${token}`,
      ],
      ['अगर आपने यह नहीं मांगा था, तो आप इस ईमेल को अनदेखा कर सकते हैं: आपका पासवर्ड जैसा है वैसा ही रहेगा।'],
    ],
  }),
  resetCode: (code) =>
    `आपका PainPoint कोड ${code} है। यह ${CODE_TTL_MINUTES} मिनट तक काम करेगा। इसे कभी किसी को न बताएँ। अगर आपने यह नहीं मांगा था, तो इस एसएमएस को अनदेखा करें।`,
  verifyLink: (publicUrl, token) => ({
    subject: 'अपने PainPoint अकाउंट की पुष्टि करें',
    paragraphs: [
      ['किसी ने (शायद आपने ही) इस ईमेल पते से PainPoint अकाउंट बनाया है।'],
      [
        `यह पक्का करने के लिए कि यह पता आपका ही है, ${LINK_TTL_MINUTES} मिनट के अंदर यह लिंक खोलें। यह एक ही बार काम करता है:`,
        `${publicUrl}/verify#token=${token}`,
      ],
      ['तब तक अकाउंट इस्तेमाल नहीं हो सकता। अगर यह आपने नहीं किया, तो इस ईमेल को अनदेखा करें: यह अकाउंट चालू नहीं होगा।'],
    ],
  }),
  verifyCode: (code) =>
    `अपने नंबर की पुष्टि के लिए आपका PainPoint कोड ${code} है। यह ${CODE_TTL_MINUTES} मिनट तक काम करेगा। इसे कभी किसी को न बताएँ। अगर आपने अकाउंट नहीं बनाया, तो इस एसएमएस को अनदेखा करें।`,
  passwordChanged: (publicUrl) => ({
    subject: 'आपका PainPoint पासवर्ड बदल दिया गया है',
    paragraphs: [
      ['आपके PainPoint अकाउंट का पासवर्ड अभी बदला गया है, और जिस भी डिवाइस पर लॉगिन था, वहाँ से लॉगआउट कर दिया गया है।'],
      [
        `अगर यह आपने नहीं किया, तो तुरंत ${publicUrl}/forgot-password पर नया पासवर्ड चुनें और ${publicUrl}/contact-us पर हमें लिखें।`,
      ],
    ],
  }),
  accountDeleted: (publicUrl) => ({
    subject: 'आपका PainPoint अकाउंट मिटा दिया गया है',
    paragraphs: [
      [
        'आपका PainPoint अकाउंट अभी मिटा दिया गया है, और उसके साथ उसके बारे में रखी हर जानकारी भी: आपकी प्रोफाइल की जानकारी, सेव की गई जांचें, सहमति के रिकॉर्ड, लॉगिन की जानकारी, हमें भेजे गए आपके संदेश और उनके बारे में हमारे ईमेल।',
      ],
      [
        `अगर यह आपने नहीं किया, तो किसी के पास आपका पासवर्ड था। हमें ${publicUrl}/contact-us पर लिखें; आप कभी भी नया अकाउंट बना सकते हैं।`,
      ],
    ],
  }),
  accountDeletedText: (publicUrl) =>
    `आपका PainPoint अकाउंट और उससे जुड़ी हर जानकारी अभी मिटा दी गई है। अगर यह आपने नहीं किया, तो हमें ${publicUrl}/contact-us पर लिखें।`,
};
