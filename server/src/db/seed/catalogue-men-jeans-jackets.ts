import type { ProductTemplate } from './catalogue-data';

const DENIM: string[] = [
  'Fabric: 98% Cotton, 2% Elastane',
  'Rise: Mid rise',
  'Closure: Button and zip fly',
  'Wash Care: Wash inside out, cold',
];

/** Men's jeans, jackets and hoodies (T-shirts and shirts are in catalogue-men.ts). */
export const MEN_JEANS_JACKETS: ProductTemplate[] = [
  {
    name: 'Slim Fit Stretch Jeans',
    brand: 'Indigo Yard',
    sub: 'men-jeans',
    kind: 'jeans',
    short: 'Five-pocket slim jeans with comfort stretch.',
    description:
      'Our best-selling slim fit in a denim with just enough stretch to move. Whiskered at the hips and finished with a clean hem. Pairs with everything from tees to shirts.',
    keywords: 'jeans, denim, slim fit, stretch jeans, pants, men',
    price: 1299,
    mrp: 2499,
    details: DENIM,
    colours: ['Dark Wash', 'Light Wash', 'Black'],
    sizes: 'Waist',
  },
  {
    name: 'Relaxed Straight Jeans',
    brand: 'Roadster & Co',
    sub: 'men-jeans',
    kind: 'jeans',
    short: 'Easy straight-leg jeans in rigid cotton denim.',
    description:
      'A roomier straight leg cut from rigid cotton denim that softens and fades with wear. Classic five-pocket styling.',
    keywords: 'jeans, denim, straight fit, relaxed, pants, men',
    price: 1499,
    mrp: 2799,
    details: ['Fabric: 100% Cotton Denim', ...DENIM.slice(1)],
    colours: ['Indigo', 'Light Wash'],
    sizes: 'Waist',
  },
  {
    name: 'Denim Trucker Jacket',
    brand: 'Indigo Yard',
    sub: 'men-jackets',
    kind: 'jacket',
    short: 'The classic trucker jacket in mid-wash denim.',
    description:
      'A wardrobe staple with chest flap pockets, a point collar and adjustable waist tabs. Throw it over a tee or a hoodie all through the winter.',
    keywords: 'jacket, denim jacket, trucker, outerwear, men',
    price: 2199,
    mrp: 3999,
    details: [
      'Fabric: 100% Cotton Denim',
      'Fit: Regular',
      'Closure: Button front',
      'Wash Care: Machine wash cold, inside out',
    ],
    colours: ['Light Wash', 'Dark Wash'],
    sizes: 'Size',
  },
  {
    name: 'Quilted Bomber Jacket',
    brand: 'Northbound',
    sub: 'men-jackets',
    kind: 'jacket',
    short: 'Light quilted bomber with ribbed trims.',
    description:
      'A water-repellent shell with light padding for Delhi winters. Ribbed collar, cuffs and hem keep the cold out; two zip pockets keep your phone in.',
    keywords: 'jacket, bomber, quilted, winter wear, outerwear, men',
    price: 2499,
    mrp: 4499,
    details: [
      'Fabric: 100% Polyester shell and padding',
      'Fit: Regular',
      'Closure: Zip front',
      'Wash Care: Hand wash cold',
    ],
    colours: ['Olive', 'Black', 'Navy'],
    sizes: 'Size',
  },
  {
    name: 'Fleece Pullover Hoodie',
    brand: 'Monsoon Street',
    sub: 'men-jackets',
    kind: 'hoodie',
    short: 'Brushed-fleece hoodie with a kangaroo pocket.',
    description:
      'Soft brushed fleece inside, a double-layered hood and a roomy kangaroo pocket. The one you will reach for every cold morning.',
    keywords: 'hoodie, sweatshirt, hooded, fleece, winter wear, men',
    price: 1199,
    mrp: 2199,
    details: [
      'Fabric: 80% Cotton, 20% Polyester fleece',
      'Fit: Regular',
      'Wash Care: Machine wash cold',
    ],
    colours: ['Grey Melange', 'Maroon', 'Black'],
    sizes: 'Size',
  },
];
