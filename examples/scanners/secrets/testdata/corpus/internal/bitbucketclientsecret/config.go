package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"bitbucket_client_secret": "9uDoWw-Zlmiw76oeBvhimEz3samq3GlhZZU7D4PgDRTql8nZvEd6Xzagvbd5Td4g",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
