// The site's public face (docs/decisions/048-every-table-has-an-owner.md): who owns the public
// site, its brand, and the name on everything a studio sends. Its tables stay its own.
export { getSiteOwnerId, isSiteOwner } from './site-owner.server'
export { getBrandName, nameSite, storedSitePackages } from './site.server'
export { studioNameOf, studioSender, studioShownToClients } from './studio-name.server'
