package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"coinbase_api_secret": "Xw6t9hbbQl1ghwuMRN7ikEbmgjiGzwb2JDBEOwd8xyzpgp_v4SVLuN0i027n3guj",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
