import type { Product } from '@contracts/products';
import { errorMessage } from '@/lib/api-error';
import { PricingEditor } from './pricing-editor';
import { pricingDraftOf } from './pricing-rules';
import { reportSave } from './report';
import { useDeleteSimpleImageMutation, useSaveSimplePricingMutation } from './vendor-products-api';
import { Panel } from './panel';
import admin from './admin.module.css';

/** A simple product's price, MRP, stock, images and details (updateProductVarient without var_id). */
export function SimplePricingCard({ product }: { product: Product }) {
  const [savePricing] = useSaveSimplePricingMutation();
  const [deleteImage] = useDeleteSimpleImageMutation();
  const id = product._id;

  return (
    <Panel aria-labelledby="simple-pricing-title">
      <div className={admin.cardHeader}>
        <div>
          <h2 id="simple-pricing-title" className={admin.cardTitle}>
            Price, stock and images
          </h2>
          <p className={admin.cardText}>A simple product has one price and one stock count.</p>
        </div>
      </div>
      <PricingEditor
        initial={pricingDraftOf(
          product.productPricing.price,
          product.productPricing.mrp,
          product.itemQty,
        )}
        initialDetails={product.simpleDtl}
        savedImages={product.productImages}
        onDeleteImage={async (url) => reportSave(await deleteImage({ id, url }), 'Image deleted')}
        onSave={async (values) => {
          const result = await savePricing({
            id,
            body: {
              price: values.price,
              mrp: values.mrp,
              simpleQty: values.quantity,
              loadedQty: values.loadedQuantity,
              simpleDtl: values.details,
              images: values.images,
            },
          });
          if (result.error) return { refusal: errorMessage(result.error) };
          reportSave(result);
          return { quantity: result.data.itemQty };
        }}
        detailsRequiredMessage="All fields are required"
        context="this product"
        saveLabel="Save price and stock"
      />
    </Panel>
  );
}
