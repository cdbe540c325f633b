package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"hubspot_pat": "pat-na1-afee1611-4740-8ddc-af56-c553bc583242",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
