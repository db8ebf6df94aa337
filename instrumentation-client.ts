// Runs in the browser before React hydrates the page (Next's client instrumentation file).
import { quietUntilFoundWarning } from '@/lib/html/react-dev-warnings';
import { installTranslationGuard } from '@/lib/html/translation-guard';

installTranslationGuard(window);
if (process.env.NODE_ENV !== 'production') quietUntilFoundWarning(console);
