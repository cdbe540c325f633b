package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"terraform_cloud_api_token": "olSeFzDbEI7nVK.atlasv1.I_qehFTdAk9adJjGF-KBDC=Tvu3eoTYu6ia5d2RZudGCGJBwJ-7=qH-cDxbaFfsCB6TMSB",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
