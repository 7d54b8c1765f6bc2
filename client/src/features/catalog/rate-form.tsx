import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { Button } from '@/components/button';
import { Select } from '@/components/select';
import { TextArea } from '@/components/text-area';
import { FALLBACK_ERROR, isApiError } from '@/lib/api-error';
import { RATING_OPTIONS } from '@/lib/shop-constants';
import { notify } from '@/lib/toast';
import { useCheckCanRateMutation, useGetOwnRatingQuery, useSetRatingMutation } from './rating-api';
import styles from './product-reviews.module.css';

/** Spec §8: the server's error text, or 'Something wrong' when it gave none. */
function ratingError(error: unknown): string {
  return isApiError(error) && error.message !== FALLBACK_ERROR ? error.message : 'Something wrong';
}

type Rating = { rate: number; review: string };

/**
 * The Rate form: 0.0–5.0 in steps of 0.5 and a review; the server decides who may rate. A
 * shopper who rated before sees their rating in the form, to change it.
 */
export function RateForm({ productId }: { productId: number }) {
  const user = useAppSelector(selectUser);
  const own = useGetOwnRatingQuery(user ? { product: productId, userId: user._id } : skipToken);
  const saved = own.data?.review ?? null;
  // Filled afresh whenever the stored rating changes (first load, after a save).
  return (
    <RateFields
      key={saved ? `${saved.rate}:${saved.review}` : 'new'}
      productId={productId}
      saved={saved}
    />
  );
}

function RateFields({ productId, saved }: { productId: number; saved: Rating | null }) {
  const user = useAppSelector(selectUser);
  const [rate, setRate] = useState(saved ? saved.rate.toFixed(1) : '5.0');
  const [review, setReview] = useState(saved?.review ?? '');
  const [checkCanRate, check] = useCheckCanRateMutation();
  const [setRating, save] = useSetRatingMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return notify('error', 'First login please');
    try {
      await checkCanRate({ product: productId, userId: user._id }).unwrap();
      const { message } = await setRating({
        product: productId,
        userId: user._id,
        rating: { rate: Number(rate), review: review.trim() },
      }).unwrap();
      notify('success', message || 'Thank you for rating');
    } catch (error) {
      notify('error', ratingError(error));
    }
  };

  return (
    <form className={styles.rateForm} onSubmit={(event) => void onSubmit(event)}>
      <h3 className={styles.rateTitle}>{saved ? 'Your rating' : 'Rate this product'}</h3>
      {saved && (
        <p className={styles.count}>You rated this {saved.rate.toFixed(1)} / 5. Change it below.</p>
      )}
      <Select
        label="Your rating"
        value={rate}
        onChange={(event) => setRate(event.target.value)}
        options={RATING_OPTIONS.map((value) => ({ value, label: `${value} / 5` }))}
      />
      <TextArea
        label="Your review"
        value={review}
        maxLength={2000}
        placeholder="What did you like? How was the fit?"
        onChange={(event) => setReview(event.target.value)}
      />
      <Button type="submit" variant="primary" loading={check.isLoading || save.isLoading}>
        Rate
      </Button>
    </form>
  );
}
