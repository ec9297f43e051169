import './shared/api/zod-config';
import './app/critical-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadStoredDictionary } from './shared/i18n/locale-store';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// The stored language's texts first; if they cannot load (offline), the app starts in English.
loadStoredDictionary().then(render, (error: unknown) => {
  console.error(error);
  render();
});
