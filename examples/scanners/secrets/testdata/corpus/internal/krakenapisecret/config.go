package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kraken_api_secret": "th4sfv3Z9FzX6Q2BBzR7cC/qKKcS3Z+raABvzZcr0dniWQnZNIIcErVtCl3Frpkye7QC3BSYI2e+8NxfohKazU==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
