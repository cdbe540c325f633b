package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"netlify_pat": "nfp_8uz1ssVideipiRSnRSF7QnxQEM9Gbmjj97sn",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
