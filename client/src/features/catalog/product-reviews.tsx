import type { ProductDetail, Review } from '@contracts/products';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { StarRating } from '@/components/star-rating';
import { formatDateTime } from '@/lib/date';
import { REVIEW_PAGE_SIZE } from '@/lib/shop-constants';
import { useLazyGetReviewsQuery } from './products-api';
import { RateForm } from './rate-form';
import styles from './product-reviews.module.css';

function ReviewItem({ review }: { review: Review }) {
  const when = formatDateTime(review.createdAt).split(',')[0];
  return (
    <li className={styles.review}>
      <div className={styles.reviewHead}>
        <StarRating value={review.rate} size="sm" />
        <span className={styles.author}>{review.userId}</span>
        {when && <span className={styles.date}>{when}</span>}
      </div>
      {/* Plain text only: React escapes it, and nothing here renders HTML. */}
      {review.review && <p className={styles.text}>{review.review}</p>}
    </li>
  );
}

/** Rating summary, the reviews 8 at a time with 'More Reviews', and the Rate form. */
export function ProductReviews({ product }: { product: ProductDetail }) {
  const [more, setMore] = useState<Review[]>([]);
  const [page, setPage] = useState(1);
  const [exhausted, setExhausted] = useState(product.productReviews.length < REVIEW_PAGE_SIZE);
  const [failed, setFailed] = useState(false);
  const [fetchReviews, { isFetching }] = useLazyGetReviewsQuery();
  const reviews = [...product.productReviews, ...more];
  const section = useRef<HTMLElement>(null);
  // The section renders just after the page's first render, so a link to it (…#reviews) finds it
  // only now: scroll to it then.
  useEffect(() => {
    if (window.location.hash === '#reviews') section.current?.scrollIntoView?.();
  }, []);

  const loadMore = async () => {
    try {
      const next = await fetchReviews({ id: product._id, count: page + 1 }).unwrap();
      setMore((shown) => [...shown, ...next]);
      setPage(page + 1);
      setExhausted(next.length < REVIEW_PAGE_SIZE);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };

  return (
    <section id="reviews" ref={section} className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.title}>
        Ratings &amp; Reviews
      </h2>
      <div className={styles.layout}>
        <div className={styles.summary}>
          {product.ratingCount > 0 ? (
            <>
              <p className={styles.score}>
                {product.ratingAvg.toFixed(1)}
                <span className={styles.outOf}>/5</span>
              </p>
              <StarRating value={product.ratingAvg} />
              <p className={styles.count}>
                {product.ratingCount} {product.ratingCount === 1 ? 'rating' : 'ratings'}
              </p>
            </>
          ) : (
            <p className={styles.count}>No ratings yet</p>
          )}
        </div>
        <RateForm productId={product._id} />
        <div className={styles.reviews}>
          {reviews.length === 0 ? (
            <p className={styles.none}>No reviews yet. Be the first to share what you think.</p>
          ) : (
            <ul className={styles.list}>
              {reviews.map((review) => (
                <ReviewItem key={review._id} review={review} />
              ))}
            </ul>
          )}
          {failed && (
            <p role="alert" className={styles.failed}>
              We couldn’t load more reviews.
            </p>
          )}
          {!exhausted && (
            <Button variant="secondary" loading={isFetching} onClick={() => void loadMore()}>
              More Reviews
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
