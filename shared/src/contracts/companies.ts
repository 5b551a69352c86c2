/** A company is either a manufacturing facility (service provider) or a customer. */
export const COMPANY_KINDS = ['SERVICE_PROVIDER', 'ENGINEER'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

/** How one facility relates to another (its vendor relation). */
export const VENDOR_RELATIONS = ['INTERNAL', 'PRIVATE', 'BLACK_LISTED', 'MATCHED'] as const;
export type VendorRelation = (typeof VENDOR_RELATIONS)[number];
/**
 * The relations a company sets itself on the facilities page: approved
 * (PRIVATE), found through the network (MATCHED), or never to receive its orders
 * (BLACK_LISTED). INTERNAL is its enterprise's, set by the platform, never here.
 */
export const CHOSEN_VENDOR_RELATIONS = ['PRIVATE', 'MATCHED', 'BLACK_LISTED'] as const;
export type ChosenVendorRelation = (typeof CHOSEN_VENDOR_RELATIONS)[number];

/** Filter of the vendors list: vendor type INTERNAL (the enterprise's own plants) or NOT_INTERNAL (everyone else). */
export const VENDOR_TYPE_FILTERS = ['INTERNAL', 'NOT_INTERNAL'] as const;
export type VendorTypeFilter = (typeof VENDOR_TYPE_FILTERS)[number];

export const DISTRIBUTIONS = ['LINK3D', 'INTERNAL_FACILITY', 'APPROVED_VENDORS'] as const;
export type Distribution = (typeof DISTRIBUTIONS)[number];
