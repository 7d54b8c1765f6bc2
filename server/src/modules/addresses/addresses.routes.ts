import { Router } from 'express';
import {
  addAddressBody,
  addressesBody,
  deleteAddressBody,
  updateAddressBody,
  type AddressesResponse,
} from '../../contracts/addresses';
import { actingCustomer, type AuthGuards } from '../../http/auth';
import { parse } from '../../http/validate';
import type { AddressesService } from './addresses.service';

/** The shopper's saved addresses under /api/user/address/156 (the token's customer only). */
export function customerAddressRoutes(addresses: AddressesService, guards: AuthGuards): Router {
  const router = Router();
  router.use(guards.requireCustomer);

  router.post('/get', async (req, res) => {
    const { userId } = parse(addressesBody, req.body);
    res.json({
      addresses: await addresses.list(actingCustomer(req, userId)),
    } satisfies AddressesResponse);
  });

  router.post('/add', async (req, res) => {
    const { userId, address } = parse(addAddressBody, req.body);
    res.json({
      addresses: await addresses.add(actingCustomer(req, userId), address),
    } satisfies AddressesResponse);
  });

  router.post('/update', async (req, res) => {
    const { userId, _id, address } = parse(updateAddressBody, req.body);
    res.json({
      addresses: await addresses.update(actingCustomer(req, userId), _id, address),
    } satisfies AddressesResponse);
  });

  router.post('/delete', async (req, res) => {
    const { userId, _id } = parse(deleteAddressBody, req.body);
    res.json({
      addresses: await addresses.remove(actingCustomer(req, userId), _id),
    } satisfies AddressesResponse);
  });

  return router;
}
