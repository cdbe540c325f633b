package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":  "https://api.acme.dev/v2",
	"figma_pat": "figd_SiHxnSZk8dV9pgIHqGF5uHfCROX71-bBoqplkpVh",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
