package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"bitbucket_client_secret": "wZuz5wZN5jQ3pd=gclSU4sxlPCYpBoZZtms=ifUjhEb9zfc0pDqSG2FZm6TJVSSr",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
