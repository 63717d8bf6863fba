import { loadCatalogue, type CatalogueFiles } from '../../lib/i18n.ts';

// The legal pages' strings, in the active language only.
loadCatalogue('legal', import.meta.glob(['./legal-*.ts', '!./*.test.ts']) as CatalogueFiles);
