package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"azure_ad_client_secret": "EBP3Q~HVHfwFQ2Sb_c.EIpydI1U9jMI8jnBDbCA",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
