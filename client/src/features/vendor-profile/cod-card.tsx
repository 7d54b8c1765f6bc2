import { reportSave } from '@/features/vendor-catalog/report';
import { Panel } from '@/features/vendor-catalog/panel';
import admin from '../vendor-catalog/admin.module.css';
import { COD_SAVED } from './profile-messages';
import { useToggleCodMutation } from './vendor-profile-api';
import styles from './vendor-profile-page.module.css';

/** The cash-on-delivery switch: shoppers may pay on delivery while it is on. */
export function CodCard({ cod }: { cod: boolean }) {
  const [toggleCod, { isLoading }] = useToggleCodMutation();
  return (
    <Panel aria-labelledby="cod-title">
      <div className={styles.switchRow}>
        <div>
          <h2 id="cod-title" className={admin.cardTitle}>
            Cash on delivery
          </h2>
          <p className={admin.cardText} id="cod-text">
            {cod
              ? 'On: shoppers can choose to pay when the order arrives.'
              : 'Off: shoppers pay online at checkout.'}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={cod}
          aria-labelledby="cod-title"
          aria-describedby="cod-text"
          className={styles.switch}
          disabled={isLoading}
          onClick={() => void toggleCod().then((result) => reportSave(result, COD_SAVED))}
        >
          <span className={styles.thumb} aria-hidden="true" />
        </button>
      </div>
    </Panel>
  );
}
