import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { getShopName } from '@/lib/shop-name';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';
import styles from './sign-in-dialog.module.css';

type View = 'login' | 'signup' | 'forgot';

const HEADINGS: Record<View, { title: string; description: string }> = {
  login: {
    title: 'Login',
    description: 'Welcome back. Use your mobile number and password.',
  },
  signup: {
    title: 'Create your account',
    description: 'Verify your mobile number, then choose your name and a password.',
  },
  forgot: {
    title: 'Reset your password',
    description: 'We will send a code to your registered mobile number.',
  },
};

/**
 * The customer's sign-in overlay: Login, Sign up and Forgot password in one dialog (a bottom
 * sheet on phones), with links between them. It closes once the shopper is signed in.
 */
export function SignInDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [view, setView] = useState<View>('login');
  const [loginPhone, setLoginPhone] = useState('');
  const { title, description } = HEADINGS[view];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      sheetOnPhone
      title={title}
      description={description}
    >
      {/* A fresh form for each view, so every step starts clean and focused. */}
      <div key={view} className={styles.view}>
        {view === 'login' && (
          <LoginForm
            initialPhone={loginPhone}
            onForgot={() => setView('forgot')}
            onDone={onClose}
          />
        )}
        {view === 'signup' && <SignUpForm onDone={onClose} />}
        {view === 'forgot' && (
          <ForgotPasswordForm
            onReset={(number) => {
              setLoginPhone(number);
              setView('login');
            }}
          />
        )}
        <SwitchLinks view={view} onSwitch={setView} />
      </div>
    </Dialog>
  );
}

function SwitchLinks({ view, onSwitch }: { view: View; onSwitch: (view: View) => void }) {
  if (view === 'login') {
    return (
      <p className={styles.switch}>
        New to {getShopName()}?{' '}
        <button type="button" className={styles.link} onClick={() => onSwitch('signup')}>
          Create an account
        </button>
      </p>
    );
  }
  return (
    <p className={styles.switch}>
      {view === 'signup' ? 'Already have an account?' : 'Remembered it?'}{' '}
      <button type="button" className={styles.link} onClick={() => onSwitch('login')}>
        Login
      </button>
    </p>
  );
}
