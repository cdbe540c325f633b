package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"vault_service_token": "hvs.ddKrxeorMDPYtSmZUoeqzrHQpeWwcjYb1BfkNiIP2hGCcgPyp8i-gIJbKm3kb4CZmgTHdVHleMyuQ4uqiM0lLuerMdGRRDmlM0AVTs4rrG",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
