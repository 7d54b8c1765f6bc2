import helmet from 'helmet';

/** Helmet with a CSP that allows only what the pages need (plus Razorpay Checkout when configured). */
export function securityHeaders(options: { razorpay: boolean; cloudinary: boolean }) {
  const razorpayScripts = options.razorpay ? ['https://checkout.razorpay.com'] : [];
  const razorpayFrames = options.razorpay
    ? ['https://api.razorpay.com', 'https://checkout.razorpay.com']
    : [];
  const razorpayConnect = options.razorpay
    ? ['https://api.razorpay.com', 'https://lumberjack.razorpay.com']
    : [];
  const cloudinary = options.cloudinary ? ['https://res.cloudinary.com'] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...razorpayScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...cloudinary],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...razorpayConnect],
        // The storefront's service worker and web app manifest (installable app).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: razorpayFrames.length ? razorpayFrames : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
