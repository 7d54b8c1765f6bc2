import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { PHONE_PREFIX, RESEND_CODE_AFTER_SECONDS } from '@/lib/account-constants';
import { notify } from '@/lib/toast';
import { useSendOtpMutation, useVerifyOtpMutation } from './auth-api';
import { useCountdown } from './use-countdown';
import { CODE_REQUIRED, normaliseNumber, numberProblem } from './validation';

export type VerifyStep = 'number' | 'code' | 'verified';

const SEND_FAILED = 'Something Went Wrong';

/** A refused send: the server's reason for a limit or a bad number, else the spec's message. */
function sendFailure(error: unknown): string {
  return isApiError(error) && (error.status === 429 || error.status === 400)
    ? error.message
    : SEND_FAILED;
}

/**
 * Number → code → proof, shared by sign-up and forgot password: validates the number, runs
 * `beforeSend` (sign-up's "is this number new?"), sends the code, verifies it, and allows a
 * resend after a cooldown.
 */
export function useVerifyNumber(beforeSend?: (number: string) => Promise<boolean>) {
  const [step, setStep] = useState<VerifyStep>('number');
  const [number, setNumberText] = useState('');
  const [code, setCode] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [proof, setProof] = useState('');
  const [checking, setChecking] = useState(false);
  const [sendOtp, sending] = useSendOtpMutation();
  const [verifyOtp, verifying] = useVerifyOtpMutation();
  const cooldown = useCountdown(RESEND_CODE_AFTER_SECONDS);

  const send = async () => {
    const result = await sendOtp({ number });
    if (result.error) {
      notify('error', sendFailure(result.error));
      return false;
    }
    notify('success', `OTP send to ${PHONE_PREFIX}${number}`);
    cooldown.start();
    return true;
  };

  const submitNumber = async () => {
    const problem = numberProblem(number);
    setNumberError(problem);
    if (problem) return;
    setChecking(true);
    const allowed = beforeSend ? await beforeSend(number) : true;
    setChecking(false);
    if (allowed && (await send())) setStep('code');
  };

  const submitCode = async () => {
    const typed = code.trim();
    if (!typed) {
      setCodeError(CODE_REQUIRED);
      return;
    }
    setCodeError(null);
    const result = await verifyOtp({ number, code: typed });
    if (result.error) {
      setCodeError(isApiError(result.error) ? result.error.message : 'Invalid OTP');
      return;
    }
    setProof(result.data.verificationToken);
    setStep('verified');
  };

  const resend = async () => {
    setCode('');
    setCodeError(null);
    await send();
  };

  const changeNumber = () => {
    setStep('number');
    setCode('');
    setCodeError(null);
  };

  return {
    step,
    number,
    setNumber: (value: string) => setNumberText(normaliseNumber(value)),
    numberError,
    code,
    setCode: (value: string) => setCode(value.replace(/\D/g, '')),
    codeError,
    proof,
    busy: checking || sending.isLoading || verifying.isLoading,
    resendIn: cooldown.remaining,
    submitNumber,
    submitCode,
    resend,
    changeNumber,
  };
}

export type VerifyNumber = ReturnType<typeof useVerifyNumber>;
