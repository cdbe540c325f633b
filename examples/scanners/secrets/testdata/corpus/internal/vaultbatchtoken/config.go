package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"vault_batch_token": "hvb.gb7fEiOk_3gcUvwLjg_LSNFj_ihn_995EiOOSi8mwMQGbXEb8_vh6jhnEx1Xolldm6hNzqwlCwBoZ8C_okvp-PsBjsqlReQUlfu7ddKrxeorMDPYtSmZUoeqzrHQpeWwcjYb1BfkNiIP2hGCcgPyp8i-gIJbKm3kb4CZmgTHdVHleMyuQ4uqiM0lLuerMdGRRDmlM0AVTs4rrGGRHf2Zl0DEYGcmy2RcetN",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
