import { useEffect, useState } from 'react';
import { countryOptions, type CountryOption } from './phone.ts';

/** Each language's list, named once per visit. */
const lists = new Map<string, Promise<CountryOption[]>>();

/** The countries named in a worker; rejects where none can start or it fails. */
function namedInWorker(language: string): Promise<CountryOption[]> {
  if (typeof Worker === 'undefined') return Promise.reject(new Error('no workers here'));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./country-options.worker.ts', import.meta.url), {
      type: 'module',
      name: 'country-options',
    });
    worker.onmessage = (event: MessageEvent<CountryOption[]>) => {
      resolve(event.data);
      worker.terminate();
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error('the country names worker failed'));
      worker.terminate();
    };
    worker.postMessage(language);
  });
}

/** Every country with its calling code in `language`, named in a worker (on the page where none starts). */
export function loadCountryOptions(language: string): Promise<CountryOption[]> {
  let list = lists.get(language);
  if (!list) {
    list = namedInWorker(language).catch(() => countryOptions(language));
    lists.set(language, list);
  }
  return list;
}

/**
 * The countries of a phone field once the page is live (`live`), named in the page's language;
 * undefined until then and while they are being named (decision 052).
 */
export function useCountryOptions(language: string, live: boolean): CountryOption[] | undefined {
  const [named, setNamed] = useState<{ language: string; options: CountryOption[] }>();
  useEffect(() => {
    if (!live) return;
    let current = true;
    void loadCountryOptions(language).then((options) => {
      if (current) setNamed({ language, options });
    });
    return () => {
      current = false;
    };
  }, [language, live]);
  return named?.language === language ? named.options : undefined;
}
