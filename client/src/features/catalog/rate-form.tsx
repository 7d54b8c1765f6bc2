import { useState, type FormEvent } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { Button } from '@/components/button';
import { Select } from '@/components/select';
import { TextArea } from '@/components/text-area';
import { FALLBACK_ERROR, isApiError } from '@/lib/api-error';
import { RATING_OPTIONS } from '@/lib/shop-constants';
import { notify } from '@/lib/toast';
import { useCheckCanRateMutation, useSetRatingMutation } from './rating-api';
import styles from './product-reviews.module.css';

/** Spec §8: the server's error text, or 'Something wrong' when it gave none. */
function ratingError(error: unknown): string {
  return isApiError(error) && error.message !== FALLBACK_ERROR ? error.message : 'Something wrong';
}

/** The Rate form: 0.0–5.0 in steps of 0.5 and a review; the server decides who may rate. */
export function RateForm({ productId }: { productId: number }) {
  const user = useAppSelector(selectUser);
  const [rate, setRate] = useState('5.0');
  const [review, setReview] = useState('');
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
      setReview('');
    } catch (error) {
      notify('error', ratingError(error));
    }
  };

  return (
    <form className={styles.rateForm} onSubmit={(event) => void onSubmit(event)}>
      <h3 className={styles.rateTitle}>Rate this product</h3>
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
