import type { z } from 'zod';
import {
  checkPasswordBody,
  forgetBody,
  notifyPageBody,
  numberBody,
  ratingCheckBody,
  setRatingBody,
  signinBody,
  signupBody,
  updateNameBody,
  updatePasswordBody,
  userOnlyBody,
  verifyOtpBody,
} from '../../contracts/accounts';
import {
  addAddressBody,
  addressesBody,
  deleteAddressBody,
  updateAddressBody,
} from '../../contracts/addresses';
import { vendorSigninBody } from '../../contracts/auth';
import {
  categoryTaxBody,
  customerInvoiceBody,
  productTaxBody,
  productTaxQuery,
  shopSettingsBody,
  vendorInvoiceBody,
} from '../../contracts/invoices';
import { addToCartBody, cartGetBody, setCartBody } from '../../contracts/cart';
import { API_SEGMENT } from '../../contracts/common';
import {
  changeStatusBody,
  changeStatusUserBody,
  cancelOrderBody,
  checkoutBody,
  confirmOrderBody,
  oneOrderBody,
  ordersPageBody,
  payBody,
  pendingCheckoutBody,
  pendingCheckoutsBody,
  testPaymentBody,
  vendorOrdersBody,
} from '../../contracts/orders';
import {
  addToSuggestionListBody,
  productCardsBody,
  productsByCategoryBody,
  facetsBody,
  productWithIdBody,
  qtyQuery,
  relatedBody,
  reviewsBody,
  searchBody,
  suggestionsBody,
} from '../../contracts/products';
import { searchSuggestionsBody } from '../../contracts/search-suggestions';
import {
  deleteSizeGuideBody,
  getSizeGuideBody,
  setSizeGuideBody,
} from '../../contracts/size-guide';
import { checkPincodeBody, setDeliveryAreasBody } from '../../contracts/delivery';
import {
  bulkBody,
  dashboardQuery,
  officeCustomersQuery,
  officeOrdersQuery,
  officeProductsQuery,
  productsCsvQuery,
  lowStockBody,
} from '../../contracts/back-office';
import {
  attributeIdBody,
  attributeValueBody,
  insertAttributeBody,
  renameAttributeBody,
} from '../../contracts/vendor-attributes';
import {
  deleteCategoryBody,
  deleteSubCategoryBody,
  insertCategoryBody,
  insertSubCategoryBody,
  updateCategoryBody,
  updateSubCategoryBody,
  setCategoryIndexBody,
  setCategoryStatusBody,
  setSubCategoryIndexBody,
  setSubCategoryStatusBody,
  subCategoriesQuery,
} from '../../contracts/vendor-catalog';
import {
  coverImagesBody,
  deleteProductBody,
  deleteSimpleImageBody,
  insertProductBody,
  productQuery,
  productTypeBody,
  updateProductBody,
  vendorProductsBody,
} from '../../contracts/vendor-products';
import {
  updateVendorNameBody,
  updateVendorNumberBody,
  vendorCheckPasswordBody,
  vendorUpdatePasswordBody,
} from '../../contracts/vendor-profile';
import {
  deleteSliderBody,
  insertSliderBody,
  updateSliderBody,
} from '../../contracts/vendor-sliders';
import {
  deleteVariantBody,
  deleteVariantImageBody,
  generateVariantsBody,
  insertVariantBody,
  productVariantQuery,
  selectedVariantsBody,
  setSelectedVariantsBody,
  simplePricingBody,
  valueImagesBody,
  variantGridBody,
  variantPricingBody,
} from '../../contracts/vendor-variants';
import { wishlistBody, wishlistItemBody } from '../../contracts/wishlist';

/** Who may call an endpoint: anyone, a signed-in shopper, the shop owner, or Razorpay. */
export type Access = 'public' | 'customer' | 'vendor' | 'webhook';

/** One endpoint of the API reference: what it does, who may call it and what it reads. */
export interface Operation {
  method: 'get' | 'post';
  /** The full path as mounted, e.g. `/api/user/cart/156/add`. */
  path: string;
  tag: string;
  access: Access;
  summary: string;
  /** The zod contract of the JSON body (or, with `multipart`, a note of the form fields). */
  body?: z.ZodType;
  /** The zod contract of the query string. */
  query?: z.ZodType;
  /** The contract type of the 200 answer (in server/src/contracts/). */
  returns?: string;
  /** A multipart/form-data upload instead of JSON. */
  multipart?: boolean;
}

const p = API_SEGMENT;
const USER_AUTH = `/api/user/auth/${p}`;
const USER_ORDER = `/api/user/order/${p}`;
const USER_ADDRESS = `/api/user/address/${p}`;
const USER_CART = `/api/user/cart/${p}`;
const USER_WISHLIST = `/api/user/wishlist/${p}`;
const VENDOR = `/api/vendor/${p}`;
const CATALOG = `/api/vendor/product/${p}`;
const GENERAL = `/api/vendor/general/${p}`;
const VENDOR_ORDER = `/api/vendor/order/${p}`;

type Extra = Pick<Operation, 'body' | 'query' | 'returns' | 'multipart'>;
const group =
  (tag: string, access: Access) =>
  (method: Operation['method'], path: string, summary: string, extra: Extra = {}): Operation => ({
    method,
    path,
    tag,
    access,
    summary,
    ...extra,
  });

const service = group('Service', 'public');
const catalogue = group('Catalogue', 'public');
const search = group('Search', 'public');
const searchAsShopper = group('Search', 'customer');
const account = group('Shopper account', 'public');
const shopper = group('Shopper account', 'customer');
const cart = group('Cart', 'customer');
const orders = group('Orders', 'customer');
const wishlist = group('Wishlist', 'customer');
const webhook = group('Orders', 'webhook');
const owner = group('Owner account', 'public');
const ownerSignedIn = group('Owner account', 'vendor');
const ownerOrders = group('Owner: orders', 'vendor');
const categories = group('Owner: categories', 'vendor');
const products = group('Owner: products', 'vendor');
const attributes = group('Owner: attributes', 'vendor');
const sliders = group('Owner: sliders', 'vendor');
const delivery = group('Delivery', 'public');
const ownerDelivery = group('Owner: delivery and size guides', 'vendor');
const office = group('Owner: back office', 'vendor');
const OFFICE = `/api/vendor/office/${p}`;

/**
 * Every endpoint the API mounts. A new route needs its entry here: the API reference test walks
 * the app's router and fails for any mounted route that is missing.
 */
export const OPERATIONS: Operation[] = [
  service('get', '/api/health', 'Liveness and database readiness'),
  service('get', '/api/ping', 'Constant answer without the database (benchmarks)'),
  service('get', '/api/openapi.json', 'This API reference as an OpenAPI document'),
  service('get', '/api/docs', 'This API reference as a readable page'),

  // Public catalogue.
  catalogue('get', `${CATALOG}/getRawData`, 'Categories with their sub-categories', {
    returns: 'RawDataResponse',
  }),
  catalogue('get', `${CATALOG}/getAttribute`, 'Every attribute with its values', {
    returns: 'AttributesResponse',
  }),
  catalogue('post', `${CATALOG}/product/get/category`, 'One page of a category’s products', {
    body: productsByCategoryBody,
    returns: 'ProductsByCategoryResponse',
  }),
  catalogue('post', `${CATALOG}/getProductWithID`, 'One product with its variants', {
    body: productWithIdBody,
    returns: 'ProductWithIdResponse',
  }),
  catalogue('post', `${CATALOG}/getReviews`, 'One page of a product’s reviews', {
    body: reviewsBody,
    returns: 'ReviewsResponse',
  }),
  catalogue('post', `${CATALOG}/getQty`, 'Stock of a product or one of its variants', {
    query: qtyQuery,
    returns: 'QtyResponse',
  }),
  catalogue('get', `${GENERAL}/getSlider`, 'The home page’s banners', {
    returns: 'SlidersResponse',
  }),

  // Search.
  search('post', '/api/user/search', 'Products matching words, with filters and sorting', {
    body: searchBody,
    returns: 'ItemsResponse',
  }),
  search('post', '/api/user/searchSuggestions', 'Suggestions while typing in the search box', {
    body: searchSuggestionsBody,
    returns: 'SearchSuggestionsResponse',
  }),
  search('post', '/api/user/productCards', 'Product cards by id (recently viewed)', {
    body: productCardsBody,
    returns: 'ItemsResponse',
  }),
  search('post', '/api/user/relatedProducts', 'Products related to one product', {
    body: relatedBody,
    returns: 'ItemsResponse',
  }),
  searchAsShopper('post', '/api/user/getSuggestProducts', 'Products suggested to the shopper', {
    body: suggestionsBody,
    returns: 'ItemsResponse',
  }),
  searchAsShopper(
    'post',
    '/api/user/addToSuggestionList',
    'Remember a product the shopper viewed',
    {
      body: addToSuggestionListBody,
    },
  ),

  // Shopper account.
  account('post', `${USER_AUTH}/userCheck`, 'Whether a mobile number has an account', {
    body: numberBody,
    returns: 'MessageResponse',
  }),
  account('post', `${USER_AUTH}/sendOtp`, 'Send a one-time code to a mobile number', {
    body: numberBody,
    returns: 'MessageResponse',
  }),
  account('post', `${USER_AUTH}/verifyOtp`, 'Check a one-time code; answers a verification token', {
    body: verifyOtpBody,
    returns: 'VerifyOtpResponse',
  }),
  account('post', `${USER_AUTH}/userSignup`, 'Create an account with a verified number', {
    body: signupBody,
    returns: 'SessionResponse',
  }),
  account('post', `${USER_AUTH}/userSignin`, 'Sign in with number and password', {
    body: signinBody,
    returns: 'SessionResponse',
  }),
  account('post', `${USER_AUTH}/userForget`, 'Set a new password with a verified number', {
    body: forgetBody,
    returns: 'MessageResponse',
  }),
  shopper('post', `${USER_AUTH}/checkUserToken`, 'The signed-in shopper', {
    returns: 'CheckUserTokenResponse',
  }),
  shopper('post', `${USER_AUTH}/updateProfile/general`, 'Change the shopper’s name', {
    body: updateNameBody,
    returns: 'RenameResponse',
  }),
  shopper('post', `${USER_AUTH}/updateProfile/security/checkPassword`, 'Check the password', {
    body: checkPasswordBody,
    returns: 'MessageResponse',
  }),
  shopper('post', `${USER_AUTH}/updateProfile/security/updatePassword`, 'Change the password', {
    body: updatePasswordBody,
    returns: 'PasswordUpdatedResponse',
  }),
  shopper('post', `${USER_AUTH}/logout`, 'End this session', { returns: 'MessageResponse' }),
  shopper('post', `${USER_AUTH}/ratingCheckProduct`, 'Whether the shopper may rate a product', {
    body: ratingCheckBody,
    returns: 'RatingCheckResponse',
  }),
  shopper('post', `${USER_AUTH}/setRating`, 'Rate and review a bought product', {
    body: setRatingBody,
    returns: 'MessageResponse',
  }),
  shopper('post', `${USER_ORDER}/getNewNotify`, 'Whether the shopper has unread notifications', {
    body: userOnlyBody,
    returns: 'NewNotifyResponse',
  }),
  shopper('post', `${USER_ORDER}/setNewNotify`, 'Mark the shopper’s notifications read', {
    body: userOnlyBody,
    returns: 'NewNotifyResponse',
  }),
  shopper('post', `${USER_ORDER}/getNotify`, 'One page of the shopper’s notifications', {
    body: notifyPageBody,
    returns: 'NotifyListResponse',
  }),

  // Cart and orders.
  cart('post', `${USER_CART}/get`, 'The shopper’s cart', {
    body: cartGetBody,
    returns: 'CartResponse',
  }),
  cart('post', `${USER_CART}/add`, 'Add a product or variant to the cart', {
    body: addToCartBody,
    returns: 'CartResponse',
  }),
  cart('post', `${USER_CART}/set`, 'Replace the cart’s lines', {
    body: setCartBody,
    returns: 'CartResponse',
  }),
  orders('post', `${USER_ORDER}/checkout`, 'Reserve the cart’s stock and open an order', {
    body: checkoutBody,
    returns: 'CheckoutResponse',
  }),
  orders('post', `${USER_ORDER}/pay`, 'Choose the address and the way to pay', {
    body: payBody,
    returns: 'PayResponse',
  }),
  orders('post', `${USER_ORDER}/testPayment`, 'Settle a payment of the built-in test checkout', {
    body: testPaymentBody,
    returns: 'TestPaymentResponse',
  }),
  orders('post', `${USER_ORDER}/add`, 'Confirm a paid order', {
    body: confirmOrderBody,
    returns: 'OrdersResponse',
  }),
  orders('post', `${USER_ORDER}/get`, 'One page of the shopper’s orders', {
    body: ordersPageBody,
    returns: 'OrdersResponse',
  }),
  orders('post', `${USER_ORDER}/getOne`, 'One of the shopper’s placed orders (the bill by link)', {
    body: oneOrderBody,
    returns: 'OneOrderResponse',
  }),
  orders('post', `${USER_ORDER}/cancel`, 'Cancel an order not yet shipped (refunds a payment)', {
    body: cancelOrderBody,
    returns: 'CancelOrderResponse',
  }),
  orders('post', `${USER_ORDER}/pending`, 'The shopper’s checkouts awaiting payment', {
    body: pendingCheckoutsBody,
    returns: 'PendingCheckoutsResponse',
  }),
  orders('post', `${USER_ORDER}/pending/get`, 'One checkout to resume paying for', {
    body: pendingCheckoutBody,
    returns: 'PendingCheckoutResponse',
  }),
  orders('post', `${USER_ADDRESS}/get`, 'The shopper’s saved addresses, last used first', {
    body: addressesBody,
    returns: 'AddressesResponse',
  }),
  orders('post', `${USER_ADDRESS}/add`, 'Keep a new delivery address (at most 5)', {
    body: addAddressBody,
    returns: 'AddressesResponse',
  }),
  orders('post', `${USER_ADDRESS}/update`, 'Change a saved address', {
    body: updateAddressBody,
    returns: 'AddressesResponse',
  }),
  orders('post', `${USER_ADDRESS}/delete`, 'Delete a saved address', {
    body: deleteAddressBody,
    returns: 'AddressesResponse',
  }),
  wishlist('post', `${USER_WISHLIST}/get`, 'The saved products’ cards, newest first', {
    body: wishlistBody,
    returns: 'WishlistResponse',
  }),
  wishlist('post', `${USER_WISHLIST}/ids`, 'The saved products’ ids (the header count)', {
    body: wishlistBody,
    returns: 'WishlistIdsResponse',
  }),
  wishlist('post', `${USER_WISHLIST}/add`, 'Save a product (idempotent; at most 200)', {
    body: wishlistItemBody,
    returns: 'WishlistIdsResponse',
  }),
  wishlist('post', `${USER_WISHLIST}/remove`, 'Forget a saved product (idempotent)', {
    body: wishlistItemBody,
    returns: 'WishlistIdsResponse',
  }),
  webhook('post', '/api/payments/razorpay/webhook', 'Razorpay’s payment events (signed body)'),

  // The shop owner.
  owner('post', `${VENDOR}/signin`, 'Sign in as the shop owner', {
    body: vendorSigninBody,
    returns: 'TokenResponse',
  }),
  owner('post', `${VENDOR}/getCOD`, 'Whether cash on delivery is offered', {
    returns: 'CodResponse',
  }),
  ownerSignedIn('post', `${VENDOR}/checkAdminToken`, 'The signed-in owner', {
    returns: 'CheckAdminTokenResponse',
  }),
  ownerSignedIn('post', `${VENDOR}/getVendor`, 'The owner’s profile', { returns: 'VendorProfile' }),
  ownerSignedIn('post', `${VENDOR}/update/name`, 'Change the owner’s name', {
    body: updateVendorNameBody,
    returns: 'VendorProfile',
  }),
  ownerSignedIn('post', `${VENDOR}/update/number`, 'Change the owner’s mobile number', {
    body: updateVendorNumberBody,
    returns: 'VendorProfile',
  }),
  ownerSignedIn('post', `${VENDOR}/checkPassword`, 'Check the owner’s password', {
    body: vendorCheckPasswordBody,
    returns: 'MessageResponse',
  }),
  ownerSignedIn('post', `${VENDOR}/updatePassword`, 'Change the owner’s password', {
    body: vendorUpdatePasswordBody,
    returns: 'PasswordUpdatedResponse',
  }),
  ownerSignedIn('post', `${VENDOR}/toggleCOD`, 'Turn cash on delivery on or off', {
    returns: 'CodResponse',
  }),
  ownerSignedIn('post', `${VENDOR}/logout`, 'End this session', { returns: 'MessageResponse' }),
  ownerSignedIn('post', `${VENDOR}/upload`, 'Upload images (field `images`)', {
    multipart: true,
    returns: 'UploadResponse',
  }),

  ownerOrders('post', `${VENDOR_ORDER}/getNewNotify`, 'Whether new orders arrived', {
    returns: 'NewNotifyResponse',
  }),
  ownerOrders('post', `${VENDOR_ORDER}/setNewNotify`, 'Mark new orders seen', {
    returns: 'NewNotifyResponse',
  }),
  ownerOrders('post', `${VENDOR_ORDER}/get`, 'One page of the shop’s orders', {
    body: vendorOrdersBody,
    returns: 'VendorOrdersResponse',
  }),
  ownerOrders('post', `${VENDOR_ORDER}/changeStatus/user`, 'Change the status of one order', {
    body: changeStatusUserBody,
    returns: 'ChangeStatusResponse',
  }),
  ownerOrders('post', `${VENDOR_ORDER}/changeStatus`, 'Change the status of several orders', {
    body: changeStatusBody,
    returns: 'ChangeStatusResponse',
  }),

  categories('get', `${CATALOG}/getCategories`, 'Every category, shown or hidden', {
    returns: 'MyCategoriesResponse',
  }),
  categories('post', `${CATALOG}/insertCategory`, 'Add a category', {
    body: insertCategoryBody,
    returns: 'MyCategoriesResponse',
  }),
  categories('get', `${CATALOG}/getSubCategories`, 'A category’s sub-categories', {
    query: subCategoriesQuery,
    returns: 'MySubCategoriesResponse',
  }),
  categories('post', `${CATALOG}/insertSubCategory`, 'Add a sub-category', {
    body: insertSubCategoryBody,
    returns: 'MySubCategoriesResponse',
  }),
  categories('post', `${CATALOG}/updateCategory`, 'Rename a category or change its image', {
    body: updateCategoryBody,
    returns: 'MyCategoriesResponse',
  }),
  categories('post', `${CATALOG}/updateSubCategory`, 'Rename a sub-category or change its image', {
    body: updateSubCategoryBody,
    returns: 'MySubCategoriesResponse',
  }),
  categories('post', `${CATALOG}/setCategoryStatus`, 'Show or hide a category', {
    body: setCategoryStatusBody,
    returns: 'MyCategoriesResponse',
  }),
  categories('post', `${CATALOG}/setSubCategoryStatus`, 'Show or hide a sub-category', {
    body: setSubCategoryStatusBody,
    returns: 'MySubCategoriesResponse',
  }),
  categories('post', `${CATALOG}/deleteCategory`, 'Delete an empty category', {
    body: deleteCategoryBody,
    returns: 'MyCategoriesResponse',
  }),
  categories('post', `${CATALOG}/deleteSubCategory`, 'Delete an empty sub-category', {
    body: deleteSubCategoryBody,
    returns: 'MySubCategoriesResponse',
  }),
  categories('post', `${CATALOG}/setCategoryIndex`, 'Reorder the categories', {
    body: setCategoryIndexBody,
    returns: 'MyCategoriesResponse',
  }),
  categories('post', `${CATALOG}/setSubCategoryIndex`, 'Reorder a category’s sub-categories', {
    body: setSubCategoryIndexBody,
    returns: 'MySubCategoriesResponse',
  }),

  products('post', `${CATALOG}/insertProduct`, 'Add a product', {
    body: insertProductBody,
    returns: 'InsertProductResponse',
  }),
  products('post', `${CATALOG}/getProduct`, 'One product for editing', {
    query: productQuery,
    returns: 'MyProductResponse',
  }),
  products('post', `${CATALOG}/updateProduct`, 'Change a product’s general fields', {
    body: updateProductBody,
    returns: 'UpdateProductResponse',
  }),
  products('post', `${CATALOG}/updateProductType`, 'Make a product simple or variable', {
    query: productQuery,
    body: productTypeBody,
    returns: 'MyProductResponse',
  }),
  products('post', `${CATALOG}/updateCoverImages`, 'Set a product’s cover images', {
    query: productQuery,
    body: coverImagesBody,
    returns: 'MyProductResponse',
  }),
  products('post', `${CATALOG}/deleteSimpleImage`, 'Remove an image of a simple product', {
    body: deleteSimpleImageBody,
    returns: 'MyProductResponse',
  }),
  products('post', `${CATALOG}/product/get/categoryAndSubCategory`, 'One page of products', {
    body: vendorProductsBody,
    returns: 'VendorProductsResponse',
  }),
  products('post', `${CATALOG}/deleteProduct`, 'Delete a product', {
    body: deleteProductBody,
    returns: 'MessageResponse',
  }),
  products(
    'post',
    `${CATALOG}/updateProductVarient`,
    'Price a simple product (without var_id) or one variant (with var_id)',
    {
      query: productVariantQuery,
      body: simplePricingBody.or(variantPricingBody),
      returns: 'MyProductResponse or MyVarientsResponse',
    },
  ),
  products('post', `${CATALOG}/insertProductVarient`, 'Add variants to a product', {
    query: productQuery,
    body: insertVariantBody,
    returns: 'MyVarientsResponse',
  }),
  products('post', `${CATALOG}/deleteVar`, 'Delete a variant', {
    body: deleteVariantBody,
    returns: 'MyVarientsResponse',
  }),
  products('post', `${CATALOG}/deleteVarImage`, 'Remove an image of a variant', {
    body: deleteVariantImageBody,
    returns: 'MyVarientsResponse',
  }),
  products('post', `${CATALOG}/getSelectedVarients`, 'The attributes a product varies by', {
    body: selectedVariantsBody,
    returns: 'SelectedVarientsResponse',
  }),
  products('post', `${CATALOG}/setSelectedVarients`, 'Choose the attributes a product varies by', {
    body: setSelectedVariantsBody,
    returns: 'SelectedVarientsResponse',
  }),

  attributes('post', `${CATALOG}/insertAttribute`, 'Add an attribute with its values', {
    body: insertAttributeBody,
    returns: 'AttributesResponse',
  }),
  attributes('post', `${CATALOG}/deleteAttribute`, 'Delete an attribute no product uses', {
    body: attributeIdBody,
    returns: 'AttributesResponse or AttributeInUseResponse',
  }),
  attributes('post', `${CATALOG}/getAttributeWithId`, 'One attribute with its values', {
    body: attributeIdBody,
    returns: 'AttributeWithIdResponse',
  }),
  attributes('post', `${CATALOG}/setAttributes`, 'Rename an attribute', {
    body: renameAttributeBody,
    returns: 'AttributesResponse',
  }),
  attributes('post', `${CATALOG}/pushNewAttribute`, 'Add a value to an attribute', {
    body: attributeValueBody,
    returns: 'AttributesResponse',
  }),
  attributes('post', `${CATALOG}/deleteAttributeValue`, 'Remove a value of an attribute', {
    body: attributeValueBody,
    returns: 'AttributesResponse',
  }),

  sliders('post', `${GENERAL}/insertSlider`, 'Add a home page banner', {
    body: insertSliderBody,
    returns: 'SlidersResponse',
  }),
  sliders('post', `${GENERAL}/updateSlider`, 'Change a home page banner', {
    body: updateSliderBody,
    returns: 'SlidersResponse',
  }),
  sliders('post', `${GENERAL}/deleteSlider`, 'Delete a home page banner', {
    body: deleteSliderBody,
    returns: 'SlidersResponse',
  }),
  orders('post', `${USER_ORDER}/invoice`, 'The GST tax invoice of one of the shopper’s orders', {
    body: customerInvoiceBody,
    returns: 'TaxInvoiceResponse',
  }),
  orders('post', `${USER_ORDER}/invoice/pdf`, 'The tax invoice as a PDF (application/pdf)', {
    body: customerInvoiceBody,
  }),
  ownerOrders('post', `${VENDOR_ORDER}/invoice`, 'The GST tax invoice of an order', {
    body: vendorInvoiceBody,
    returns: 'TaxInvoiceResponse',
  }),
  ownerOrders('post', `${VENDOR_ORDER}/invoice/pdf`, 'The tax invoice as a PDF (application/pdf)', {
    body: vendorInvoiceBody,
  }),
  ownerSignedIn('post', `${VENDOR}/shopSettings`, 'Tax-invoice details and category tax', {
    returns: 'ShopSettingsResponse',
  }),
  ownerSignedIn(
    'post',
    `${VENDOR}/shopSettings/update`,
    'Save legal name, address, state, GSTIN, prefix',
    {
      body: shopSettingsBody,
      returns: 'ShopSettingsResponse',
    },
  ),
  ownerSignedIn(
    'post',
    `${VENDOR}/shopSettings/categoryTax`,
    'A category’s HSN code and GST rate',
    {
      body: categoryTaxBody,
      returns: 'ShopSettingsResponse',
    },
  ),
  ownerSignedIn('post', `${VENDOR}/shopSettings/productTax`, 'A product’s HSN and GST override', {
    body: productTaxQuery,
    returns: 'ProductTaxResponse',
  }),
  ownerSignedIn(
    'post',
    `${VENDOR}/shopSettings/productTax/update`,
    'Set a product’s HSN and GST override',
    {
      body: productTaxBody,
      returns: 'ProductTaxResponse',
    },
  ),
  products('post', `${CATALOG}/generateVarients`, 'Create every combination of the chosen values', {
    query: productQuery,
    body: generateVariantsBody,
    returns: 'GenerateVariantsResponse',
  }),
  products(
    'post',
    `${CATALOG}/saveVarientGrid`,
    'Save price, MRP, stock and SKU of many variants',
    {
      query: productQuery,
      body: variantGridBody,
      returns: 'MyVarientsResponse',
    },
  ),
  products(
    'post',
    `${CATALOG}/setValueImages`,
    'Images for every variant of one value (a colour)',
    {
      query: productQuery,
      body: valueImagesBody,
      returns: 'MyVarientsResponse',
    },
  ),
  products(
    'post',
    `${CATALOG}/duplicateProduct`,
    'Copy a product with its variants, without stock',
    {
      body: deleteProductBody,
      returns: 'InsertProductResponse',
    },
  ),
  // Filters, size guides and delivery areas.
  search('post', '/api/user/facets', 'Counts of each filter value of a category or a search', {
    body: facetsBody,
    returns: 'FacetsResponse',
  }),
  catalogue('post', `${CATALOG}/getSizeGuide`, 'A category’s size guide (null when none)', {
    body: getSizeGuideBody,
    returns: 'SizeGuideResponse',
  }),
  ownerDelivery('post', `${CATALOG}/setSizeGuide`, 'Write a category’s size guide', {
    body: setSizeGuideBody,
    returns: 'SizeGuideResponse',
  }),
  ownerDelivery('post', `${CATALOG}/deleteSizeGuide`, 'Remove a category’s size guide', {
    body: deleteSizeGuideBody,
    returns: 'SizeGuideResponse',
  }),
  delivery('post', `${GENERAL}/checkPincode`, 'Whether the shop delivers to a pincode, and COD', {
    body: checkPincodeBody,
    returns: 'PincodeCheck',
  }),
  ownerDelivery('get', `${GENERAL}/getDeliveryAreas`, 'The pincodes and prefixes delivered to', {
    returns: 'DeliveryAreasResponse',
  }),
  ownerDelivery('post', `${GENERAL}/setDeliveryAreas`, 'Replace the delivery areas', {
    body: setDeliveryAreasBody,
    returns: 'DeliveryAreasResponse',
  }),

  // The owner's back office.
  office('get', `${OFFICE}/dashboard`, 'Today’s and this month’s business at a glance', {
    query: dashboardQuery,
    returns: 'DashboardResponse',
  }),
  office('post', `${OFFICE}/lowStock`, 'Sets the shop’s low-stock threshold', {
    body: lowStockBody,
    returns: 'LowStockResponse',
  }),
  office('get', `${OFFICE}/orders`, 'One page of orders, searched and filtered', {
    query: officeOrdersQuery,
    returns: 'OfficeOrdersResponse',
  }),
  office('get', `${OFFICE}/orders.csv`, 'The filtered orders as CSV (text/csv)', {
    query: officeOrdersQuery,
  }),
  office('get', `${OFFICE}/products`, 'One page of products, searched and filtered', {
    query: officeProductsQuery,
    returns: 'OfficeProductsResponse',
  }),
  office('get', `${OFFICE}/products.csv`, 'The filtered products as CSV, one row per varient', {
    query: productsCsvQuery,
  }),
  office(
    'post',
    `${OFFICE}/products/import`,
    'A products CSV (text/csv body) applied whole, or refused whole with its bad rows',
    { returns: 'CatalogueImportResponse' },
  ),
  office('post', `${OFFICE}/products/bulk`, 'One change to many products, all or nothing', {
    body: bulkBody,
    returns: 'BulkResponse',
  }),
  office('get', `${OFFICE}/customers`, 'Customers with orders count and total spent', {
    query: officeCustomersQuery,
    returns: 'OfficeCustomersResponse',
  }),
];
