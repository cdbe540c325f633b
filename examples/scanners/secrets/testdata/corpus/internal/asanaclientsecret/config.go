package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"asana_client_secret": "ovc8f8g7szkx3yfdoqli2hxdjmii56jf",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
