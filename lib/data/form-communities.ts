import 'server-only';
import { formCommunities, type FormCommunity } from '../domain/form-communities';
import { getListedProperties } from './cached';

/** The communities the lead forms offer, from the cached listing data (tag 'listings', 60 s). */
export async function getFormCommunities(): Promise<FormCommunity[]> {
  return formCommunities(await getListedProperties());
}
