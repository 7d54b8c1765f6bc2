import type { ProductDetail } from '@contracts/products';
import { useState } from 'react';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { BagIcon } from '@/components/icons';
import { Price } from '@/components/price';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { WishlistHeart } from '@/features/wishlist/wishlist-heart';
import { formatMoney } from '@/lib/money';
import { notify } from '@/lib/toast';
import { cartItemFor } from './cart-item-for';
import { detailPrice } from './product-pricing';
import type { VariantPickerState } from './use-variant-picker';
import { isOutOfStock, stockOf } from './variant-selection';
import { VariantPicker } from './variant-picker';
import { ShareButton } from './share-button';
import { SizeGuideLink } from './size-guide-link';
import styles from './product-buy-box.module.css';

const joinNames = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/** Price, variant pickers, stock and the Add to cart button. */
export function ProductBuyBox({
  product,
  picker,
}: {
  product: ProductDetail;
  picker: VariantPickerState;
}) {
  const addToCart = useAddToCart();
  const [asked, setAsked] = useState(false);
  const variable = product.productType === 1;
  const price = detailPrice(product, picker.variant);
  const soldOut = isOutOfStock(stockOf(product, picker.variant));

  const pickMessage = `Please select ${joinNames(picker.missing) || 'the options'}`;

  const onAdd = () => {
    const item = cartItemFor(product, picker.variant);
    if (item) return addToCart(item);
    setAsked(true);
    notify('info', pickMessage);
  };

  return (
    <div className={styles.box}>
      <div className={styles.priceLine}>
        {price ? (
          <Price {...price} decimals={0} size="lg" />
        ) : (
          <p className={styles.noPrice}>Price not available</p>
        )}
        {soldOut && (
          <Badge tone="danger" className={styles.stock}>
            out of stock
          </Badge>
        )}
      </div>
      <p className={styles.taxes}>inclusive of all taxes</p>
      {variable && <VariantPicker picker={picker} />}
      <SizeGuideLink category={product.productParents.category} />
      {asked && picker.missing.length > 0 && (
        <p className={styles.hint} role="status">
          {pickMessage}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          variant="accent"
          size="lg"
          block
          icon={<BagIcon size={20} />}
          disabled={soldOut || !price}
          onClick={onAdd}
        >
          {soldOut ? 'Out of stock' : 'Add to cart'}
        </Button>
        <WishlistHeart productId={product._id} productName={product.productName} look="button" />
        <ShareButton
          className={styles.share}
          title={product.productName}
          text={`${product.productName}${price ? ` for ${formatMoney(price.price)}` : ''}`}
        />
      </div>
    </div>
  );
}
