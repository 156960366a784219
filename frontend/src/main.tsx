import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { ReportingBoundary, startErrorReporting } from './lib/error-reporting.js';
import './styles.css';

const root = document.getElementById('root');
if (root === null) throw new Error('the page has no #root element');

void startErrorReporting();
createRoot(root).render(
  <StrictMode>
    <ReportingBoundary>
      <App />
    </ReportingBoundary>
  </StrictMode>,
);
