package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"azure_ad_client_secret": "Eh25Q~oO_E6h-Y0m_ZKgZByCYPH3iKmFWkF.~hN",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
