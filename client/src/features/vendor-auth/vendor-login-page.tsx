import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { Logo } from '@/components/logo';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-error';
import { vendorToken } from '@/lib/cookies';
import { getShopName } from '@/lib/shop-name';
import { useVendorSigninMutation } from './vendor-auth-api';
import styles from './vendor-login-page.module.css';

/** /vendor/login: phone + password; a stored vendor token skips straight to /vendor/. */
export function VendorLoginPage() {
  const brand = getShopName();
  const navigate = useNavigate();
  const [signin, { isLoading }] = useVendorSigninMutation();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  if (vendorToken.get()) return <Navigate to="/vendor/" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const result = await signin({ phone: phone.trim(), password });
    if (result.error) {
      setFailure(errorMessage(result.error));
      return;
    }
    vendorToken.set(result.data.token);
    navigate('/vendor/', { replace: true });
  };

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="vendor-login-title">
        <Logo name={brand} tagline="Admin" />
        <h1 id="vendor-login-title" className={styles.title}>
          Login Here For {brand}
        </h1>
        <p className={styles.subtitle}>Manage your catalogue, orders and home page.</p>
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextField
            label="Enter Your Number or Username"
            name="phone"
            autoComplete="username"
            inputMode="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            required
          />
          <TextField
            label="Enter Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
          {failure && (
            <p role="alert" className={styles.alert}>
              {failure}
            </p>
          )}
          <Button type="submit" size="lg" block loading={isLoading}>
            Login
          </Button>
        </form>
      </section>
    </main>
  );
}
