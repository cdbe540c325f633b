package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"twitter_bearer_token": "AAAAAAAAAAAAAAAAAAAAA27w5MjjJveumiCbzWJeXLBn1bhRWbZPEQXCy5Cvri6EX6KuGCSN6%QYUyOZky9UW1rnO1bMWKtDMv9SW1W7",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
