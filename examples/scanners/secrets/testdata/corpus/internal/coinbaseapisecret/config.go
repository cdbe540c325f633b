package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"coinbase_api_secret": "OLl8CoIztCQAcRV5oeQe1AWjTx0xnnHV3VW6gBhfnZxHIeCpWKfTt85P6IjQ0TIp",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
