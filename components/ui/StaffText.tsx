import { textLinks, textParagraphs } from '@/lib/html/text-links';
import * as styles from './StaffText.css';

/**
 * A text the company wrote (a description), as it was written: a blank line starts a paragraph,
 * a line break stays one, and web and mail addresses are links (lib/html/text-links.ts). Server
 * component; nothing to hydrate.
 */
export function StaffText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {textParagraphs(text).map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          {textLinks(paragraph).map((part, at) =>
            part.href ? (
              <a key={at} href={part.href}>
                {part.text}
              </a>
            ) : (
              part.text
            ),
          )}
        </p>
      ))}
    </div>
  );
}
