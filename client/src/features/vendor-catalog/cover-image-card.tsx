import type { Product } from '@contracts/products';
import { ImageIcon } from './admin-icons';
import { ImageUploader } from './image-uploader';
import { reportSave } from './report';
import { useUpdateCoverImagesMutation } from './vendor-products-api';
import { Panel } from './panel';
import admin from './admin.module.css';
import styles from './product-update.module.css';

/** The cover image shown on product cards; uploading replaces it (updateCoverImages). */
export function CoverImageCard({ product }: { product: Product }) {
  const [updateCovers] = useUpdateCoverImagesMutation();
  const covers = product.CoverImages;
  const label = covers.length === 0 ? 'Upload Cover Image' : 'Change Cover Image';

  return (
    <Panel aria-labelledby="cover-title">
      <h2 id="cover-title" className={admin.cardTitle}>
        Cover image
      </h2>
      <div className={styles.cover}>
        {covers[0] ? (
          <img src={covers[0]} alt={`Cover of ${product.productName}`} />
        ) : (
          <span className={styles.noCover}>
            <ImageIcon size={32} />
            No cover image yet
          </span>
        )}
      </div>
      <ImageUploader
        label="Choose the cover image"
        buttonLabel={label}
        max={1}
        onUploaded={async (urls) =>
          reportSave(await updateCovers({ id: product._id, images: urls }))
        }
      />
    </Panel>
  );
}
