package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"coinbase_api_secret": "wEQY8jnkyCF0PmFIA6Q5MoYByqcB7x2FpvpPCXTNAzZch8p41IzS2xu59Elk__lh",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
