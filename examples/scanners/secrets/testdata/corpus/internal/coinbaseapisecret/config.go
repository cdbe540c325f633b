package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"coinbase_api_secret": "Ua5Smrqa6e8nNvPHZSlUDRYGMq8-xApBhoXdNYNLJKXCt9J1LSANPI4C5eErRZKP",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
