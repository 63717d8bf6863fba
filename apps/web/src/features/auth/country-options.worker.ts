// Names the countries of the phone fields off the page's main thread (decision 052): the first
// Intl.DisplayNames a page builds loads the browser's region names, 20–30 ms in Chromium, which
// held up the taking over of every page with a phone field.
import { countryOptions } from './phone.ts';

self.onmessage = (event: MessageEvent<string>) => {
  self.postMessage(countryOptions(event.data));
};
