package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"prefect_api_key": "pnu_0M5rU4CPIsVIeBXR0Zt3wr6TU2Nmfuul7WKC",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
