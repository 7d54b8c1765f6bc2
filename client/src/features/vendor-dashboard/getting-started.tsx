import { Card } from '@/components/card';
import styles from './dashboard-page.module.css';

const steps = [
  [
    'Create categories',
    'In Top Management, add categories and sub-categories with an image each, then set their order and switch them Active.',
  ],
  [
    'Define attributes',
    'Add variation types (for example Size: S, M, L) before you create products with variants.',
  ],
  [
    'Insert products',
    'Choose a category and sub-category, add the details, then prices, stock, images or variants.',
  ],
  [
    'Dress the home page',
    'Upload slider banners: one image for desktop and one for mobile, each with a link.',
  ],
  [
    'Fulfil orders',
    'Move each order through Processing, Shipping and Delivered; the customer is notified each time.',
  ],
] as const;

/** The documentation the dashboard links to: how a new shop gets from empty to selling. */
export function GettingStarted() {
  return (
    <section id="guide" className={styles.guide} aria-labelledby="guide-title" tabIndex={-1}>
      <h2 id="guide-title" className={styles.guideTitle}>
        Getting started
      </h2>
      <Card padding="lg">
        <ol className={styles.steps}>
          {steps.map(([title, text]) => (
            <li key={title}>
              <h3 className={styles.stepTitle}>{title}</h3>
              <p className={styles.text}>{text}</p>
            </li>
          ))}
        </ol>
      </Card>
    </section>
  );
}
