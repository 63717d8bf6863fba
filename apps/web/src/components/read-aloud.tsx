import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/use-translation.ts';

/** The phone's voice for a language, preferring its Indian variant (en-IN, hi-IN). */
export function voiceFor(voices: readonly SpeechSynthesisVoice[], language: string): SpeechSynthesisVoice | undefined {
  const tag = (v: SpeechSynthesisVoice) => v.lang.replace('_', '-').toLowerCase();
  return (
    voices.find((v) => tag(v) === `${language}-in`) ??
    voices.find((v) => tag(v).split('-')[0] === language) ??
    undefined
  );
}

/**
 * The phone's own voice for the page's language, once the browser has listed its voices (Chrome
 * lists them a moment after the page loads); none where speech is not built in or no voice speaks
 * the language. Nothing is fetched: the Web Speech API speaks on the device.
 */
function useVoice(language: string): SpeechSynthesisVoice | undefined {
  const [voice, setVoice] = useState<SpeechSynthesisVoice>();
  useEffect(() => {
    const synth = typeof window === 'undefined' ? undefined : window.speechSynthesis;
    if (!synth || typeof window.SpeechSynthesisUtterance !== 'function') return undefined;
    const pick = () => setVoice(voiceFor(synth.getVoices(), language));
    pick();
    synth.addEventListener('voiceschanged', pick);
    return () => synth.removeEventListener('voiceschanged', pick);
  }, [language]);
  return voice;
}

/**
 * "Read aloud" for people who read with difficulty: reads the texts given (a question and its
 * answers, a result's urgency and advice) with the phone's own voice in the page's language, and
 * stops on a second press or when the page changes. Left out quietly where the phone has no voice
 * for the language.
 */
export function ReadAloud({ texts }: { texts: () => string[] }) {
  const { t, language } = useTranslation();
  const voice = useVoice(language);
  const [speaking, setSpeaking] = useState(false);
  // Leaving the question or the page stops the voice.
  useEffect(() => () => window.speechSynthesis?.cancel(), []);
  if (!voice) return null;
  const toggle = () => {
    const synth = window.speechSynthesis;
    synth.cancel();
    if (speaking) {
      setSpeaking(false);
      return;
    }
    const parts = texts().filter((s) => s.trim() !== '');
    parts.forEach((text, i) => {
      const u = new SpeechSynthesisUtterance(text);
      u.voice = voice;
      u.lang = voice.lang;
      if (i === parts.length - 1) u.onend = () => setSpeaking(false);
      synth.speak(u);
    });
    setSpeaking(parts.length > 0);
  };
  return (
    <button
      type="button"
      className="button button-small button-quiet read-aloud"
      aria-pressed={speaking}
      onClick={toggle}
    >
      {speaking ? t('readAloud.stop') : t('readAloud.start')}
    </button>
  );
}
