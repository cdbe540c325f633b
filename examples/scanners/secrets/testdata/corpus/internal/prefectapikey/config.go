package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"prefect_api_key": "pnu_6gW1aDHwTdhH9qZ1QARZI93Uu12RDfmwZ8gm",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
