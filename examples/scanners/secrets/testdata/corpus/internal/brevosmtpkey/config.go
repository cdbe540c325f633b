package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"brevo_smtp_key": "xsmtpsib-a65e34a6072c609c1bb528e9e58ca36dd272fb5c85f0066ee381ea53bbd81a58-KKpZdFHMXcZMV9Od",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
