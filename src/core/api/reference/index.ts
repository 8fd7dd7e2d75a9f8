/**
 * Reference data of /v2 (spec section 7, issue 14). Any signed-in user may read; writing
 * contacts needs write_admin_module. Company records (sites, CNIs, customers, contacts) are
 * the caller's company's only: another company's is 404.
 *   GET /countries                    -> CountryList (suggested first)
 *   GET /pops?LocationListQuery       -> PopList
 *   GET /locations?LocationListQuery  -> LocationList
 *   GET /locations/{id}               -> Location
 *   GET /sites                        -> SiteList
 *   GET /products?service_type=       -> ProductList
 *   GET /port-speeds                  -> SpeedOptionList
 *   GET /bandwidths                   -> SpeedOptionList
 *   GET /service-types                -> ServiceTypeList
 *   GET /cnis                         -> CniList
 *   GET /currencies                   -> CurrencyList (account contract, existing)
 *   GET /customers                    -> CustomerList (the caller's company)
 *   GET /customers/{id}               -> Customer
 *   GET /contacts?kind=               -> CONTACT_LIST
 *   GET /contacts/{id}                -> Contact
 *   POST /contacts ContactRequest     -> 201 Contact        (write_admin_module)
 *   PUT /contacts/{id} ContactRequest -> Contact            (write_admin_module)
 *   DELETE /contacts/{id}             -> 204                (write_admin_module)
 * A contact names the notices it is mailed (contact-notices.ts) and for which services.
 */
export * from "./contact-notices.ts";
export * from "./contacts.ts";
export * from "./reference-data.ts";
