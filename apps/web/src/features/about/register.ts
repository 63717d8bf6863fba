import { loadCatalogue, type CatalogueFiles } from '../../lib/i18n.ts';

// The About page's strings, in the active language only.
loadCatalogue('about', import.meta.glob(['./about-*.ts', '!./*.test.ts']) as CatalogueFiles);
