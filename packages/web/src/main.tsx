import './shared/api/zod-config';
import './app/critical-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { browserLanguage } from './features/payment-page/model/browser-language.util';
import { hasStoredLocale, loadStoredDictionary, setLocale } from './shared/i18n/locale-store';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// A transition lets React draw the first screen in slices, between which the phone stays
// responsive, instead of in one long task.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

// The customer's payment page speaks the browser's language unless the customer picked one, from
// its first frame.
const isPaymentPage = window.location.pathname.startsWith('/pay/');
const language =
  isPaymentPage && !hasStoredLocale() ? setLocale(browserLanguage(navigator.languages ?? [navigator.language])) : loadStoredDictionary();

// The language's texts first; if they cannot load (offline), the app starts in English.
language.then(render, (error: unknown) => {
  console.error(error);
  render();
});
