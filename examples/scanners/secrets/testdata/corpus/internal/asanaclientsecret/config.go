package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"asana_client_secret": "5b8r0vwwesdqmqojdsoawso5qnk3ql71",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
