import type { CheckCatalogue } from './check-en.ts';

/** Hindi strings of the check's first screens (check-en.ts), typed with the English shape. */
export const checkHi: CheckCatalogue = {
  load: {
    error: 'कुछ गड़बड़ हो गई! कृपया फिर से कोशिश करें',
    retry: 'फिर से कोशिश करें',
  },
  flow: {
    startAgain: 'फिर से शुरू करें',
    cleared: 'आपके जवाब मिटा दिए गए।',
    restarted: 'आपके जवाब मिटा दिए गए। आपकी उम्र और वजन रखे गए हैं।',
    confirmTitle: 'फिर से शुरू करें?',
    confirmWhat: 'इससे आपकी चुनी हुई जगह और सवालों के आपके जवाब मिट जाएँगे।',
    confirmKept:
      'आप पुरुष हैं या महिला, आपकी उम्र ({{age}}) और वजन ({{weight}} किलो), यह जानकारी रखी जाएगी, ताकि आप सीधे नई जगह चुन सकें।',
    confirmKeptNoWeight: 'आप पुरुष हैं या महिला और आपकी उम्र ({{age}}), यह जानकारी रखी जाएगी, ताकि आप सीधे नई जगह चुन सकें।',
    confirmRestart: 'फिर से शुरू करें',
    confirmClearAll: 'मेरी उम्र और वजन भी मिटाएँ',
    confirmCancel: 'रद्द करें',
  },
  figure: {
    title: 'शरीर का चित्र चुनें',
    lead: 'पहले बताएँ कि जांच किसके लिए है, फिर चित्र चुनें। आप जो चित्र चुनेंगे, उसी से तय होगा कि सवाल पुरुष के लिए होंगे या महिला के लिए, क्योंकि दर्द की कुछ वजहें केवल पुरुषों में या केवल महिलाओं में होती हैं।',
    forWhom: 'यह जांच किसके लिए है?',
    forSelf: 'मेरे लिए',
    forChild: 'मेरे बच्चे के लिए',
    forOther: 'किसी और के लिए (जैसे बुज़ुर्ग माँ या पिताजी)',
    forRequired: 'पहले चुनें कि यह जांच किसके लिए है।',
    figureFor: { self: 'आपका शरीर', child: 'आपका बच्चा', other: 'उनका शरीर' },
    male: 'पुरुष',
    female: 'महिला',
    boy: 'लड़का',
    girl: 'लड़की',
    legend: 'शरीर का चित्र',
    fromProfile: 'आपकी सेव की गई प्रोफाइल से चुना गया। अगर यह सही नहीं है, तो दूसरा चित्र चुनें।',
  },
};
