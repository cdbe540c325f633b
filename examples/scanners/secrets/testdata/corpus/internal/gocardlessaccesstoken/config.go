package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"gocardless_access_token": "live_IXpUqLxPD3kedBdnBJ==EH7l1GkHEx7NQXlKHsLe",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
