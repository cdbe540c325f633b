package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"contentful_delivery_token": "=qnGuBbSb02gjBau6Lw1J8mgghmgd2=aaqONS1rEmQk",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
