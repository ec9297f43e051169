import { LANGUAGES } from '@paydesk/contract';
import { loadDictionary } from './dictionary-store';

// The app loads a language on demand; unit tests translate into any language at once.
await Promise.all(LANGUAGES.map((language) => loadDictionary(language)));
