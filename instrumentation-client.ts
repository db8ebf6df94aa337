// Runs in the browser before React hydrates the page (Next's client instrumentation file).
import { installTranslationGuard } from '@/lib/html/translation-guard';

installTranslationGuard(window);
